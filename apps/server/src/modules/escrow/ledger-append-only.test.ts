import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import * as repo from './escrow.repository.ts';

/** The ledger is append-only in the database itself (migration 0020): no code path can rewrite history. */
describe('ledger rows are append-only at the database level', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const vendorOrderId = randomUUID();
  const key = `test-hold-${vendorOrderId}`;

  /** The error a refused statement raises, unwrapped from drizzle's DrizzleQueryError. */
  async function refusal(run: () => Promise<unknown>): Promise<string> {
    try {
      await run();
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      const inner = (cause ?? err) as { message?: string; code?: string };
      return `${inner.code ?? ''} ${inner.message ?? ''}`;
    }
    throw new Error('the statement was not refused');
  }

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('INSERT still works (and an idempotent re-post is a no-op, not an update)', async () => {
    const posting = { kind: 'HOLD' as const, idempotencyKey: key, vendorOrderId, memo: 'hold', at: new Date() };
    const postings = [
      { account: 'payment_clearing', amountCents: -1500 },
      { account: `escrow:${vendorOrderId}`, amountCents: 1500 },
    ];
    expect(await repo.post(database.db, { ...posting, postings })).toBe(true);
    expect(await repo.post(database.db, { ...posting, postings })).toBe(false);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.idempotency_key = ${key}`,
    );
    expect(row!.n).toBe(2);
  });

  it('refuses UPDATE and DELETE of ledger_entries', async () => {
    const update = await refusal(() =>
      database.db.execute(
        sql`update ledger_entries set amount_cents = amount_cents * 2 where account = ${`escrow:${vendorOrderId}`}`,
      ),
    );
    expect(update).toMatch(/23001 .*append-only: UPDATE on ledger_entries/);
    const del = await refusal(() =>
      database.db.execute(sql`delete from ledger_entries where account = ${`escrow:${vendorOrderId}`}`),
    );
    expect(del).toMatch(/23001 .*append-only: DELETE on ledger_entries/);
    const truncate = await refusal(() => database.db.execute(sql`truncate ledger_entries`));
    expect(truncate).toMatch(/append-only: TRUNCATE on ledger_entries/);
  });

  it('refuses UPDATE and DELETE of ledger_transactions, also inside a transaction', async () => {
    const update = await refusal(() =>
      database.db.execute(sql`update ledger_transactions set memo = 'rewritten' where idempotency_key = ${key}`),
    );
    expect(update).toMatch(/23001 .*append-only: UPDATE on ledger_transactions/);
    const del = await refusal(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from ledger_entries where transaction_id in (select id from ledger_transactions where idempotency_key = ${key})`,
        );
        await tx.execute(sql`delete from ledger_transactions where idempotency_key = ${key}`);
      }),
    );
    expect(del).toMatch(/append-only: DELETE on ledger_/);
    const onlyTx = await refusal(() =>
      database.db.execute(sql`delete from ledger_transactions where idempotency_key = ${key}`),
    );
    expect(onlyTx).toMatch(/23001 .*append-only: DELETE on ledger_transactions/);
  });

  it('leaves the rows exactly as written', async () => {
    const rows = await queryRows<{ memo: string; account: string; amount: string }>(
      database.db,
      sql`select t.memo, e.account, e.amount_cents::text as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.idempotency_key = ${key} order by e.amount_cents`,
    );
    expect(rows).toEqual([
      { memo: 'hold', account: 'payment_clearing', amount: '-1500' },
      { memo: 'hold', account: `escrow:${vendorOrderId}`, amount: '1500' },
    ]);
    expect(await repo.unbalancedTransactions(database.db)).toEqual([]);
  });
});
