/**
 * Migration 0026: fees released before fees were kept by kind (one combined platform_fees entry) are moved to the
 * buyer-fee and seller-fee accounts by appended correcting transactions, once, and the money figures split them.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sellerFee } from '@app/shared/fees';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, listProduct } from '../../../test/trade-flows.ts';
import * as repo from './escrow.repository.ts';
import { platformMoneyFigures, vendorMoneyFigures } from './use-cases/money-figures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 60_000);
afterAll(async () => {
  await env.close();
});

async function runMigration(): Promise<void> {
  const text = fs.readFileSync(new URL('../../db/migrations/0026_fees_by_kind.sql', import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await env.deps.db.execute(sql.raw(statement));
}

async function count(table: 'ledger_transactions' | 'ledger_entries'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    env.deps.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row!.n);
}

describe('migration 0026: fees by kind', () => {
  it('moves a legacy combined fee to the buyer-fee and seller-fee accounts, once', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Legacy Vendor' });
    const buyer = await signUp(env, { name: 'Legacy Buyer' });
    const { vo: placed, order } = await buy(buyer, [(await listProduct(vendor, { price: '300.00' })).id]);
    const vo = order.vendorOrders[0] as { id: string; subtotalCents: number; buyerFeeCents: number };
    const fee = sellerFee(vo.subtotalCents);
    // A release as the code wrote it before: both fees in one entry.
    await repo.post(env.deps.db, {
      kind: 'RELEASE',
      idempotencyKey: `settle:${vo.id}`,
      orderId: order.id,
      vendorOrderId: vo.id,
      at: env.clock.now(),
      postings: [
        { account: `escrow:${vo.id}`, amountCents: -(vo.subtotalCents + vo.buyerFeeCents) },
        { account: `vendor_payable:${placed.vendorId}`, amountCents: vo.subtotalCents - fee },
        { account: 'platform_fees', amountCents: fee + vo.buyerFeeCents },
      ],
    });
    const end = new Date(env.clock.now().getTime() + 1);
    expect((await platformMoneyFigures(env.deps.db, { from: null, to: end })).fees).toEqual({
      buyerCents: 0,
      sellerCents: 0,
      totalCents: fee + vo.buyerFeeCents,
    });

    await runMigration();
    const after = await platformMoneyFigures(env.deps.db, { from: null, to: end });
    expect(after.fees).toEqual({ buyerCents: vo.buyerFeeCents, sellerCents: fee, totalCents: fee + vo.buyerFeeCents });
    // Dated like the original: a report on the original's day splits it too.
    const day = new Date(`${env.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    expect((await platformMoneyFigures(env.deps.db, { from: day, to: end })).fees.sellerCents).toBe(fee);
    expect((await repo.balances(env.deps.db, ['platform_fees'])).get('platform_fees')).toBe(0);
    expect((await vendorMoneyFigures(env.deps.db, placed.vendorId, [])).sellerFeesCents).toBe(fee);
    expect(await repo.unbalancedTransactions(env.deps.db)).toEqual([]);

    // Again: nothing more is written.
    const before = [await count('ledger_transactions'), await count('ledger_entries')];
    await runMigration();
    expect([await count('ledger_transactions'), await count('ledger_entries')]).toEqual(before);
  });
});
