import type { DbOrTx } from '../../../db/client.ts';
import type { ConversationRow } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** For other modules (offers), inside their transaction. */
export function lockConversationForUpdate(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  return repo.lockConversation(tx, id);
}
