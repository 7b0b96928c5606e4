/**
 * The one source of every money figure (admin Overview, admin Reports, the vendor's Billing and the payouts list):
 * sums of the double-entry ledger, never of order rows. See packages/shared/src/money-figures.ts for the meanings.
 */
import type {
  MoneyFiguresDto,
  MoneyFiguresOfCurrencyDto,
  VendorMoneyDto,
  VendorMoneyOfCurrencyDto,
} from '@app/shared/money-figures';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import { accounts, releasePostings, type HeldVendorOrder } from '../ledger-rules.ts';

/**
 * Platform-wide figures for [from, to) (from null: since the beginning); balances are those at `to`. USD first, then
 * each other currency the ledger holds, never added together (decision 018).
 */
export async function platformMoneyFigures(
  db: DbOrTx,
  period: { from: Date | null; to: Date },
): Promise<MoneyFiguresDto> {
  const others = (await repo.ledgerCurrencies(db)).filter((c) => c !== 'USD');
  return {
    ...(await figuresIn(db, period, 'USD')),
    currency: 'USD',
    otherCurrencies: await Promise.all(others.map((c) => figuresIn(db, period, c))),
  };
}

async function figuresIn(
  db: DbOrTx,
  period: { from: Date | null; to: Date },
  currency: string,
): Promise<MoneyFiguresOfCurrencyDto> {
  const totals = new Map(
    (await repo.totalsByAccountKind(db, period.from, period.to, currency)).map((t) => [t.kind, t]),
  );
  const of = (kind: repo.AccountKind) => totals.get(kind) ?? { kind, creditsCents: 0, debitsCents: 0, balanceCents: 0 };
  const net = (kind: repo.AccountKind) => of(kind).creditsCents - of(kind).debitsCents;
  const buyerCents = net('buyerFees');
  const sellerCents = net('sellerFees');
  return {
    currency,
    from: period.from?.toISOString() ?? null,
    to: period.to.toISOString(),
    paidIntoEscrowCents: of('escrow').creditsCents,
    releasedToVendorsCents: of('payable').creditsCents,
    refundedToBuyersCents: of('refunds').creditsCents,
    // Fees kept in the legacy combined account (none once migration 0026 ran) still count in the total.
    fees: { buyerCents, sellerCents, totalCents: buyerCents + sellerCents + net('legacyFees') },
    paidOutCents: of('paidOut').creditsCents,
    labelsRecoveredCents: net('labels'),
    heldInEscrowCents: of('escrow').balanceCents,
    awaitingPayoutCents: of('payable').balanceCents,
    refundsOwedCents: of('refunds').balanceCents,
  };
}

/**
 * One vendor's money. `vendorOrders` are the vendor's orders as the orders module knows them; the ledger decides which
 * are still held (escrow balance above zero), and the release rule says what the vendor will get from them. USD first,
 * then each other currency the vendor was paid in (decision 018).
 */
export async function vendorMoneyFigures(
  db: DbOrTx,
  vendorId: string,
  vendorOrders: HeldVendorOrder[],
): Promise<VendorMoneyDto> {
  const own = [accounts.payable(vendorId), accounts.paidOut(vendorId), accounts.sellerFees(vendorId)];
  const currencies = new Set([
    ...(await repo.ledgerCurrencies(db, own)),
    ...vendorOrders.filter((vo) => vo.vendorId === vendorId).map((vo) => vo.currency ?? 'USD'),
  ]);
  currencies.delete('USD');
  return {
    ...(await vendorFiguresIn(db, vendorId, vendorOrders, 'USD')),
    currency: 'USD',
    otherCurrencies: await Promise.all(
      [...currencies].sort().map((c) => vendorFiguresIn(db, vendorId, vendorOrders, c)),
    ),
  };
}

async function vendorFiguresIn(
  db: DbOrTx,
  vendorId: string,
  vendorOrders: HeldVendorOrder[],
  currency: string,
): Promise<VendorMoneyOfCurrencyDto> {
  const mine = vendorOrders.filter((vo) => vo.vendorId === vendorId && (vo.currency ?? 'USD') === currency);
  const b = await repo.balances(
    db,
    [
      accounts.payable(vendorId),
      accounts.paidOut(vendorId),
      accounts.sellerFees(vendorId),
      accounts.labels(vendorId),
      ...mine.map((vo) => accounts.escrow(vo.vendorOrderId)),
    ],
    currency,
  );
  const held = mine.filter((vo) => (b.get(accounts.escrow(vo.vendorOrderId)) ?? 0) > 0);
  let heldCents = 0;
  let sellerFeeOnHeldCents = 0;
  let shippingOnHeldCents = 0;
  for (const vo of held) {
    const postings = releasePostings(vo);
    heldCents += postings.find((p) => p.account === accounts.payable(vendorId))?.amountCents ?? 0;
    sellerFeeOnHeldCents += postings.find((p) => p.account === accounts.sellerFees(vendorId))?.amountCents ?? 0;
    shippingOnHeldCents += vo.shippingCents ?? 0;
  }
  const availableCents = b.get(accounts.payable(vendorId)) ?? 0;
  const paidOutCents = b.get(accounts.paidOut(vendorId)) ?? 0;
  return {
    currency,
    heldCents,
    heldGrossCents: held.reduce((s, vo) => s + (b.get(accounts.escrow(vo.vendorOrderId)) ?? 0), 0),
    sellerFeeOnHeldCents,
    shippingOnHeldCents,
    heldOrders: held.length,
    // Payouts only move money from payable to paid out, so everything ever released is in one or the other.
    releasedCents: availableCents + paidOutCents,
    sellerFeesCents: b.get(accounts.sellerFees(vendorId)) ?? 0,
    labelCostsCents: b.get(accounts.labels(vendorId)) ?? 0,
    availableCents,
    paidOutCents,
  };
}

/** Every vendor with a payable or paid-out balance: what is available to pay out and what was paid out. */
export async function vendorPayoutBalances(
  db: DbOrTx,
): Promise<Map<string, { availableCents: number; paidOutCents: number }>> {
  const [payable, paidOut] = await Promise.all([
    repo.balancesByPrefix(db, accounts.payable('')),
    repo.balancesByPrefix(db, accounts.paidOut('')),
  ]);
  const out = new Map<string, { availableCents: number; paidOutCents: number }>();
  for (const [account, cents] of payable)
    out.set(account.slice(accounts.payable('').length), { availableCents: cents, paidOutCents: 0 });
  for (const [account, cents] of paidOut) {
    const id = account.slice(accounts.paidOut('').length);
    out.set(id, { availableCents: out.get(id)?.availableCents ?? 0, paidOutCents: cents });
  }
  return out;
}
