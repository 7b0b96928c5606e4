import type { DbOrTx } from '../../db/client.ts';
import * as repo from './escrow.repository.ts';
import {
  accounts,
  holdPostings,
  partialRefundPostings,
  payoutPostings,
  refundPaidPostings,
  refundPostings,
  releasePostings,
  type HeldVendorOrder,
} from './ledger-rules.ts';

export type { HeldVendorOrder } from './ledger-rules.ts';

interface Ctx {
  orderId: string;
  actorId?: string | null;
  at: Date;
}

/**
 * Ledger operations. Each runs inside the caller's transaction (the one that changes the vendor order's escrow
 * status) and applies at most once per vendor order, whatever the retries: the idempotency key is per operation.
 */
export function hold(tx: DbOrTx, vo: HeldVendorOrder, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'HOLD',
    idempotencyKey: `hold:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: holdPostings(vo),
    actorId: ctx.actorId,
    at: ctx.at,
  });
}

export function release(tx: DbOrTx, vo: HeldVendorOrder, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'RELEASE',
    idempotencyKey: `settle:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: releasePostings(vo),
    actorId: ctx.actorId,
    at: ctx.at,
  });
}

export function refund(tx: DbOrTx, vo: HeldVendorOrder, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'REFUND',
    idempotencyKey: `settle:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: refundPostings(vo),
    actorId: ctx.actorId,
    at: ctx.at,
  });
}

export function partialRefund(tx: DbOrTx, vo: HeldVendorOrder, refundCents: number, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PARTIAL_REFUND',
    idempotencyKey: `settle:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: partialRefundPostings(vo, refundCents),
    actorId: ctx.actorId,
    at: ctx.at,
    memo: `refund ${refundCents}`,
  });
}

/** The provider paid a refund back to the buyer (key: the provider's refund id). */
export function refundPaid(
  tx: DbOrTx,
  buyerId: string,
  amountCents: number,
  refundId: string,
  ctx: Ctx,
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'REFUND_PAID',
    idempotencyKey: `refund-paid:${refundId}`,
    orderId: ctx.orderId,
    postings: refundPaidPostings(buyerId, amountCents),
    actorId: ctx.actorId,
    at: ctx.at,
  });
}

export function payout(
  tx: DbOrTx,
  vendorId: string,
  amountCents: number,
  reference: string,
  ctx: Omit<Ctx, 'orderId'>,
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PAYOUT',
    idempotencyKey: `payout:${vendorId}:${reference}`,
    postings: payoutPostings(vendorId, amountCents),
    actorId: ctx.actorId,
    at: ctx.at,
    memo: reference,
  });
}

export async function escrowBalances(db: DbOrTx, vendorOrderIds: string[]): Promise<Map<string, number>> {
  const b = await repo.balances(db, vendorOrderIds.map(accounts.escrow));
  return new Map(vendorOrderIds.map((id) => [id, b.get(accounts.escrow(id)) ?? 0]));
}

/** What a vendor may be paid out now: the balance of their payable account (in the caller's transaction). */
export async function payableBalance(db: DbOrTx, vendorId: string): Promise<number> {
  const account = accounts.payable(vendorId);
  return (await repo.balancesByPrefix(db, account)).get(account) ?? 0;
}

export const unbalancedTransactions = repo.unbalancedTransactions;

export const balancesByPrefix = repo.balancesByPrefix;
export const ledgerLines = repo.ledgerLines;
export type { LedgerLine } from './escrow.repository.ts';
