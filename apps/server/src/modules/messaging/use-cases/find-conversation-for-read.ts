import type { DbOrTx } from '../../../db/client.ts';
import type { ConversationRow } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** For other modules (offers): the conversation, whoever asks; the caller checks who may read it (roleIn). */
export function findConversationForRead(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  return repo.findConversation(db, id);
}
