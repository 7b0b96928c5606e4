import type { NotificationKind } from '@app/shared/notifications';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/notifications.service.ts';
import type { ConversationRow } from '../messaging-steps.ts';
import { isUserConnected } from './is-user-connected.ts';

/**
 * In-app notification (and its e-mail) of a new message, only when the recipient is away: no open stream.
 * `always` is for events that matter even to a connected user (a new inquiry).
 */
export async function notifyRecipient(
  deps: Deps,
  conv: ConversationRow,
  recipientId: string,
  kind: NotificationKind,
  data: Record<string, unknown>,
  always = false,
): Promise<void> {
  if (!always && (await isUserConnected(deps, recipientId))) return;
  await notify(deps, recipientId, kind, {
    conversationId: conv.id,
    productName: conv.productName,
    link: `/messages/${conv.id}`,
    ...data,
  });
}
