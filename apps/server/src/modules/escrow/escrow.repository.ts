import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, type LedgerKind } from './escrow.schema.ts';
import type { Posting } from './ledger-rules.ts';

export interface NewLedgerTransaction {
  kind: LedgerKind;
  idempotencyKey: string;
  orderId?: string | null;
  vendorOrderId?: string | null;
  memo?: string;
  actorId?: string | null;
  postings: Posting[];
  /** Every posting's currency (a transaction is in one currency; default USD). */
  currency?: string;
  at: Date;
}

/**
 * Writes one balanced transaction. Returns false, writing nothing, when a transaction with that idempotency key
 * already exists (the operation was applied before).
 */
export async function post(db: DbOrTx, t: NewLedgerTransaction): Promise<boolean> {
  const sum = t.postings.reduce((s, p) => s + p.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${t.idempotencyKey} does not balance (${sum})`);
  const id = randomUUID();
  const inserted = await db
    .insert(ledgerTransactions)
    .values({
      id,
      kind: t.kind,
      idempotencyKey: t.idempotencyKey,
      orderId: t.orderId ?? null,
      vendorOrderId: t.vendorOrderId ?? null,
      memo: t.memo ?? '',
      actorId: t.actorId ?? null,
      createdAt: t.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (inserted.length === 0) return false;
  await db.insert(ledgerEntries).values(
    t.postings.map((p) => ({
      id: randomUUID(),
      transactionId: id,
      account: p.account,
      currency: t.currency ?? 'USD',
      amountCents: p.amountCents,
      createdAt: t.at,
    })),
  );
  return true;
}

/**
 * Balances of accounts in one currency (default USD); `currency: null` sums every currency, for accounts that only
 * ever hold one (a vendor order's escrow account is in its settlement currency).
 */
export async function balances(
  db: DbOrTx,
  accounts: string[],
  currency: string | null = 'USD',
): Promise<Map<string, number>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .select({ account: ledgerEntries.account, balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      currency === null
        ? inArray(ledgerEntries.account, accounts)
        : and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency)),
    )
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.balance)]));
}

/** The currencies the ledger holds money in (of some accounts, or of all), USD included when present. */
export async function ledgerCurrencies(db: DbOrTx, accounts?: string[]): Promise<string[]> {
  if (accounts && accounts.length === 0) return [];
  const rows = await db
    .selectDistinct({ currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .where(accounts ? inArray(ledgerEntries.account, accounts) : undefined);
  return rows.map((r) => r.currency).sort();
}

/** Every transaction whose entries do not sum to zero (should always be empty). */
export async function unbalancedTransactions(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ transaction_id: string }>(
    db,
    sql`select transaction_id from ${ledgerEntries} group by transaction_id, currency having sum(amount_cents) <> 0`,
  );
  return rows.map((r) => r.transaction_id);
}

/** Balances of every account with a prefix (e.g. all vendors' payables). */
export async function balancesByPrefix(db: DbOrTx, prefix: string, currency = 'USD'): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(sql`${ledgerEntries.account} like ${`${prefix}%`}`, eq(ledgerEntries.currency, currency)))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.balance)]));
}

export interface LedgerLine {
  createdAt: Date;
  transactionId: string;
  kind: string;
  orderId: string | null;
  vendorOrderId: string | null;
  account: string;
  amountCents: number;
  memo: string;
}

export async function ledgerLines(db: DbOrTx, from: Date, to: Date): Promise<LedgerLine[]> {
  const rows = await db
    .select({
      createdAt: ledgerTransactions.createdAt,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      orderId: ledgerTransactions.orderId,
      vendorOrderId: ledgerTransactions.vendorOrderId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      memo: ledgerTransactions.memo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(
      sql`${ledgerTransactions.createdAt} >= ${from.toISOString()} and ${ledgerTransactions.createdAt} < ${to.toISOString()}`,
    )
    .orderBy(ledgerTransactions.createdAt, ledgerTransactions.id, ledgerEntries.account);
  return rows;
}

/** The kinds of account a money figure adds up (see ledger-rules.ts). */
export type AccountKind =
  'escrow' | 'payable' | 'paidOut' | 'refunds' | 'buyerFees' | 'sellerFees' | 'legacyFees' | 'labels' | 'clearing';

export interface AccountKindTotals {
  kind: AccountKind;
  /** Money into accounts of that kind during the period. */
  creditsCents: number;
  /** Money out of them during the period. */
  debitsCents: number;
  /** What they hold at the end of the period. */
  balanceCents: number;
}

const ACCOUNT_KIND = sql`case
  when ${ledgerEntries.account} like 'escrow:%' then 'escrow'
  when ${ledgerEntries.account} like 'vendor\_payable:%' then 'payable'
  when ${ledgerEntries.account} like 'vendor\_paid\_out:%' then 'paidOut'
  when ${ledgerEntries.account} like 'buyer\_refunds:%' then 'refunds'
  when ${ledgerEntries.account} = 'platform_fees:buyer' then 'buyerFees'
  when ${ledgerEntries.account} like 'platform\_fees:seller:%' then 'sellerFees'
  when ${ledgerEntries.account} = 'platform_fees' then 'legacyFees'
  when ${ledgerEntries.account} like 'shipping\_labels:%' then 'labels'
  else 'clearing' end`;

/**
 * Credits and debits per kind of account during [from, to) (from null: since the beginning) and balances at `to`:
 * one pass over the entries, the only query behind the platform's money figures.
 */
export async function totalsByAccountKind(
  db: DbOrTx,
  from: Date | null,
  to: Date,
  currency = 'USD',
): Promise<AccountKindTotals[]> {
  const inPeriod = from ? sql`${ledgerTransactions.createdAt} >= ${from.toISOString()}` : sql`true`;
  const rows = await queryRows<{ kind: AccountKind; credits: string; debits: string; balance: string }>(
    db,
    sql`select ${ACCOUNT_KIND} as kind,
          coalesce(sum(case when ${inPeriod} and ${ledgerEntries.amountCents} > 0 then ${ledgerEntries.amountCents} end), 0)::text as credits,
          coalesce(sum(case when ${inPeriod} and ${ledgerEntries.amountCents} < 0 then -${ledgerEntries.amountCents} end), 0)::text as debits,
          coalesce(sum(${ledgerEntries.amountCents}), 0)::text as balance
        from ${ledgerEntries} join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
        where ${ledgerTransactions.createdAt} < ${to.toISOString()} and ${ledgerEntries.currency} = ${currency}
        group by 1`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    creditsCents: Number(r.credits),
    debitsCents: Number(r.debits),
    balanceCents: Number(r.balance),
  }));
}

export interface AccountMovementRow {
  transactionId: string;
  kind: string;
  orderId: string | null;
  vendorOrderId: string | null;
  memo: string;
  createdAt: Date;
  account: string;
  currency: string;
  amountCents: number;
}

/**
 * Every entry of the transactions in [from, to) that touch one of `accounts` (all their entries, not only those
 * accounts'), in the order they were written.
 */
export async function movementsTouching(
  db: DbOrTx,
  accountNames: string[],
  from: Date,
  to: Date,
): Promise<AccountMovementRow[]> {
  if (accountNames.length === 0) return [];
  const rows = await queryRows<{
    transaction_id: string;
    kind: string;
    order_id: string | null;
    vendor_order_id: string | null;
    memo: string;
    created_at: string | Date;
    account: string;
    currency: string;
    amount: string;
  }>(
    db,
    sql`select t.id as transaction_id, t.kind, t.order_id, t.vendor_order_id, t.memo, t.created_at,
          e.account, e.currency, e.amount_cents::text as amount
        from ${ledgerTransactions} t join ${ledgerEntries} e on e.transaction_id = t.id
        where t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
          and t.id in (select transaction_id from ${ledgerEntries} where account in (${sql.join(
            accountNames.map((a) => sql`${a}`),
            sql`, `,
          )}))
        order by t.created_at, t.id, e.account`,
  );
  return rows.map((r) => ({
    transactionId: r.transaction_id,
    kind: r.kind,
    orderId: r.order_id,
    vendorOrderId: r.vendor_order_id,
    memo: r.memo,
    createdAt: new Date(r.created_at),
    account: r.account,
    currency: r.currency,
    amountCents: Number(r.amount),
  }));
}

/** The balance of one account per currency, from the entries of transactions written before `before`. */
export async function balanceBefore(db: DbOrTx, account: string, before: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ currency: string; balance: string }>(
    db,
    sql`select e.currency, coalesce(sum(e.amount_cents), 0)::text as balance
        from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.account = ${account} and t.created_at < ${before.toISOString()}
        group by e.currency`,
  );
  return new Map(rows.map((r) => [r.currency, Number(r.balance)]));
}

/** When money first came into or went out of one account (null: never). */
export async function firstMovementAt(db: DbOrTx, account: string): Promise<Date | null> {
  const rows = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(t.created_at) as at
        from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.account = ${account}`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
