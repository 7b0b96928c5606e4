import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { publish, readableConversation } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** Marks everything in the thread as read by the caller (a party); the other party's "Seen" follows live. */
export async function markRead(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
): Promise<{ unreadTotal: number }> {
  const { conv, role } = await readableConversation(deps.db, auth, conversationId);
  if (role !== 'admin') {
    await deps.db.transaction(async (tx) => {
      const seq = await repo.maxSeq(tx, conv.id);
      const current = role === 'buyer' ? conv.buyerReadSeq : conv.vendorReadSeq;
      if (seq <= current) return;
      await repo.updateConversation(tx, conv.id, role === 'buyer' ? { buyerReadSeq: seq } : { vendorReadSeq: seq });
      await publish(deps, tx, conv, { type: 'read', conversationId: conv.id });
    });
  }
  return { unreadTotal: await repo.otherPartyUnreadTotal(deps.db, auth.user.id) };
}
