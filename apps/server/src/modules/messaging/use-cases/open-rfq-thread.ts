import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import type { ConversationRow } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/**
 * The thread of a buying request with one vendor (issue 22): where their quote is sent and the buyer asks them
 * questions. Created with the vendor's first quote, found again for the next one; returned locked (`for update`).
 */
export async function openRfqThread(
  tx: Tx,
  rfq: { id: string; buyerId: string; product: string },
  vendorId: string,
  productId: string,
  now: Date,
): Promise<ConversationRow> {
  const existing = await repo.findRfqThread(tx, rfq.id, vendorId);
  if (existing) return existing;
  return repo.insertConversation(tx, {
    id: randomUUID(),
    buyerId: rfq.buyerId,
    vendorId,
    productId,
    productName: rfq.product,
    rfqId: rfq.id,
    status: 'open',
    createdAt: now,
    lastMessageAt: now,
  });
}
