/**
 * Automatic payouts end to end (issue 17), against the built-in stand-ins of Paystack Transfers and M-Pesa B2C (TEST
 * MODE, the same adapters and routes as with keys): the vendor chooses a destination, released money is paid out by
 * the job, a failure or reversal puts it back, a provider outage is retried with the same reference, and nothing is
 * ever paid twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { signInAdmin, type Party } from '../../../test/trade-flows.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { runPayouts } from './use-cases/run-payouts.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'payout-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const paystack = () => env.deps.payouts.testServices.paystack!;

async function verifiedVendor(name: string): Promise<Party> {
  const vendor = await signUp(env, { role: 'vendor', name });
  await env.deps.db.execute(sql`update users set kyc_status = 'VERIFIED' where id = ${vendor.userId}`);
  return vendor;
}

/** Money released to the vendor in a currency: held for a vendor order, then released (goods - 5%). */
async function released(vendorId: string, currency: string, goodsMinor: number): Promise<void> {
  const vo = {
    vendorOrderId: randomUUID(),
    vendorId,
    buyerId: randomUUID(),
    subtotalCents: goodsMinor,
    buyerFeeCents: 0,
    currency,
  };
  const ctx = { orderId: randomUUID(), at: env.clock.now() };
  await env.deps.db.transaction(async (tx) => {
    await escrow.hold(tx, vo, ctx);
    await escrow.release(tx, vo, ctx);
  });
}

async function balance(account: string, currency: string): Promise<number> {
  const [row] = await queryRows<{ s: string }>(
    env.deps.db,
    sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries
        where account = ${account} and currency = ${currency}`,
  );
  return Number(row!.s);
}

async function payoutsOf(vendorId: string) {
  return queryRows<{
    id: string;
    state: string;
    amount_minor: string;
    attempts: number;
    failure_reason: string | null;
  }>(
    env.deps.db,
    sql`select id, state, amount_minor::text, attempts, failure_reason from payouts where vendor_id = ${vendorId}
        order by created_at`,
  );
}

/** Waits for the stand-in's webhook or callback (sent right after it settles) to be applied. */
async function settled(vendorId: string, state: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await payoutsOf(vendorId)).some((p) => p.state === state)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${state} payout for ${vendorId}: ${JSON.stringify(await payoutsOf(vendorId))}`);
}

const bankAccount = (overrides: Record<string, unknown> = {}) => ({
  method: 'bank',
  currency: 'NGN',
  accountName: 'Ngozi Textiles Ltd',
  bankCode: '058',
  accountNumber: '0123456789',
  schedule: 'release',
  minimum: '0',
  ...overrides,
});

describe('automatic payouts', () => {
  it('pays a vendor’s released naira to their bank through Paystack Transfers, once, and tells them', async () => {
    const vendor = await verifiedVendor('Ngozi Textiles');
    const chosen = await vendor.client.put('/api/vendor/payout-account', bankAccount());
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.account).toMatchObject({
      method: 'bank',
      provider: 'paystack',
      currency: 'NGN',
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
    });
    // The account number itself is never stored.
    const [stored] = await queryRows<{ row: string }>(
      env.deps.db,
      sql`select row_to_json(a)::text as row from payout_accounts a where vendor_id = ${vendor.userId}`,
    );
    expect(stored!.row).not.toContain('0123456789');

    await released(vendor.userId, 'NGN', 2_000_000); // ₦20,000 of goods: ₦19,000 after the 5% fee
    // Three job runs at once (several processes): one payout.
    await Promise.all([runPayouts(env.deps), runPayouts(env.deps), runPayouts(env.deps)]);
    await settled(vendor.userId, 'paid');
    const rows = await payoutsOf(vendor.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'paid', amount_minor: '1900000' });
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(0);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(1_900_000);
    expect([...paystack().transfers.values()].filter((t) => t.reference === rows[0]!.id)).toHaveLength(1);
    // Nothing left: a later run sends nothing.
    expect((await runPayouts(env.deps)).created).toBe(0);
    const mine = await vendor.client.get('/api/vendor/payout-account');
    expect(mine.body.payouts[0]).toMatchObject({ state: 'paid', currency: 'NGN', amountMinor: 1_900_000 });
    const notes = (await vendor.client.get('/api/notifications')).body.items as { kind: string }[];
    expect(notes.some((n) => n.kind === 'payout.sent')).toBe(true);
  });

  it('puts a failed or reversed transfer back in the vendor’s balance with the reason, and an admin can retry', async () => {
    const vendor = await verifiedVendor('Kofi Crafts');
    expect((await vendor.client.put('/api/vendor/payout-account', bankAccount())).status).toBe(200);
    await released(vendor.userId, 'NGN', 1_000_000);
    paystack().failNextTransfer('Account credit failed');
    await runPayouts(env.deps);
    await settled(vendor.userId, 'failed');
    expect((await payoutsOf(vendor.userId))[0]).toMatchObject({ failure_reason: 'Account credit failed' });
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(950_000);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(0);
    const notes = (await vendor.client.get('/api/notifications')).body.items as { kind: string; body?: string }[];
    expect(notes.some((n) => n.kind === 'payout.failed')).toBe(true);

    // The admin sees it with the provider's reason and sends it again: a new payout, paid.
    const list = await admin.get('/api/admin/payouts/transfers');
    const failed = (list.body.items as { id: string; vendorId: string; state: string; failureReason: string }[]).find(
      (p) => p.vendorId === vendor.userId,
    )!;
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'Account credit failed' });
    expect((await vendor.client.post(`/api/admin/payouts/transfers/${failed.id}/retry`)).status).toBe(403);
    const retried = await admin.post(`/api/admin/payouts/transfers/${failed.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await settled(vendor.userId, 'paid');
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(950_000);

    // The bank sends the paid transfer back: reversed, the money is available again, once whatever the replays.
    const paid = (await payoutsOf(vendor.userId)).find((p) => p.state === 'paid')!;
    await paystack().reverse(paid.id);
    await settled(vendor.userId, 'reversed');
    const replay = paystack().signedEvent('transfer.reversed', paid.id);
    for (let i = 0; i < 2; i++)
      await env.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': replay.signature },
        payload: replay.rawBody,
      });
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(950_000);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(0);
    // A forged event is refused.
    const forged = await env.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
      payload: replay.rawBody,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('keeps the money and the reference while Paystack is down, and pays once when it answers', async () => {
    const vendor = await verifiedVendor('Amina Foods');
    expect((await vendor.client.put('/api/vendor/payout-account', bankAccount())).status).toBe(200);
    await released(vendor.userId, 'NGN', 400_000);
    paystack().failNext(2);
    await runPayouts(env.deps);
    const [pending] = await payoutsOf(vendor.userId);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    // The money has not left: it is still in the vendor's available balance, and the vendor is told why it waits.
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(380_000);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(0);
    const waiting = (await vendor.client.get('/api/vendor/payout-account')).body.payouts[0];
    expect(waiting).toMatchObject({ state: 'pending', inBalance: true, attempts: 1 });
    // Not before its next attempt, and no second payout of the same money meanwhile...
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(1);
    expect((await payoutsOf(vendor.userId))[0]!.attempts).toBe(1);
    // ...then asked (the provider never saw it) and sent under the same reference, by two processes at once.
    env.clock.advance(60_000);
    await Promise.all([runPayouts(env.deps), runPayouts(env.deps)]);
    await settled(vendor.userId, 'paid');
    expect(await payoutsOf(vendor.userId)).toHaveLength(1);
    expect([...paystack().transfers.values()].filter((t) => t.reference === pending!.id)).toHaveLength(1);
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(0);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(380_000);
    const [posted] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from ledger_transactions where kind = 'PAYOUT' and memo = ${pending!.id}`,
    );
    expect(posted!.n).toBe(1);
    expect((await vendor.client.get('/api/vendor/payout-account')).body.payouts[0]).toMatchObject({
      state: 'paid',
      inBalance: false,
    });
  });

  it('a transfer refused before Paystack took it fails without touching the ledger; the money never left', async () => {
    const vendor = await verifiedVendor('Refused Early Ltd');
    expect((await vendor.client.put('/api/vendor/payout-account', bankAccount())).status).toBe(200);
    await released(vendor.userId, 'NGN', 200_000);
    paystack().setBalance('NGN', 0); // Paystack refuses: "Your balance is not enough"
    try {
      await runPayouts(env.deps);
      await settled(vendor.userId, 'failed');
    } finally {
      paystack().setBalance('NGN', Number.MAX_SAFE_INTEGER);
    }
    expect(await balance(`vendor_payable:${vendor.userId}`, 'NGN')).toBe(190_000);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'NGN')).toBe(0);
    const [moves] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where e.account = ${`vendor_paid_out:${vendor.userId}`}`,
    );
    expect(moves!.n).toBe(0);
  });

  it('a manual payout leaves alone the money an unsent automatic payout reserves', async () => {
    const vendor = await verifiedVendor('Reserved Dollars Ltd');
    expect(
      (
        await vendor.client.put('/api/me/bank-details', {
          bankName: 'Ecobank Ghana',
          bankCountry: 'Ghana',
          accountHolderName: 'Reserved Dollars Ltd',
          accountNumber: '1441 0012 3456 789',
          swiftCode: 'ECOCGHAC',
        })
      ).status,
    ).toBe(200);
    await released(vendor.userId, 'USD', 10_000); // $95.00 available
    // An automatic USD payout of $60 not yet taken by its provider (as with PAYSTACK_CURRENCIES including USD).
    const now = env.clock.now();
    await env.deps.db.execute(sql`insert into payouts (id, vendor_id, provider, method, currency, amount_minor, state,
      attempts, next_attempt_at, created_at, updated_at, ledger_posted)
      values (${randomUUID()}, ${vendor.userId}, 'paystack', 'bank', 'USD', 6000, 'pending', 1, ${now}, ${now}, ${now}, false)`);
    const tooMuch = await admin.post('/api/admin/payouts', {
      vendorId: vendor.userId,
      amount: '40.00',
      reference: 'TRF-RESERVED-1',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toContain('$35.00');
    const within = await admin.post('/api/admin/payouts', {
      vendorId: vendor.userId,
      amount: '35.00',
      reference: 'TRF-RESERVED-2',
    });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
  });

  it('refuses bank details Paystack cannot resolve, under the field, and saves nothing', async () => {
    const vendor = await verifiedVendor('Bad Account Ltd');
    const refused = await vendor.client.put('/api/vendor/payout-account', bankAccount({ accountNumber: '0001234567' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields.accountNumber).toMatch(/Paystack refused these details: .*resolve/i);
    expect((await vendor.client.get('/api/vendor/payout-account')).body.account).toBeNull();
    // A currency the provider does not pay in, and a buyer, are refused too.
    const currency = await vendor.client.put('/api/vendor/payout-account', bankAccount({ currency: 'XOF' }));
    expect(currency.status).toBe(400);
    const buyer = await signUp(env);
    expect((await buyer.client.put('/api/vendor/payout-account', bankAccount())).status).toBe(403);
  });

  it('sends nothing to a vendor on hold, under their minimum, unverified, or twice the same day on a daily schedule', async () => {
    const vendor = await verifiedVendor('Held Vendor');
    expect((await vendor.client.put('/api/vendor/payout-account', bankAccount({ minimum: '100.00' }))).status).toBe(
      200,
    );
    await released(vendor.userId, 'NGN', 10_000); // ₦95 after the fee: below the ₦100 minimum
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(0);
    await released(vendor.userId, 'NGN', 10_000); // ₦190
    // Never paid yet, the vendor is listed for the admin with their destination, so they can be held.
    const listed = (await admin.get('/api/admin/payouts/transfers')).body;
    expect(listed.destinations.find((d: { vendorId: string }) => d.vendorId === vendor.userId)).toMatchObject({
      vendorName: 'Held Vendor',
      method: 'bank',
      currency: 'NGN',
      accountLast4: '6789',
      held: false,
    });
    expect(listed.items.some((p: { vendorId: string }) => p.vendorId === vendor.userId)).toBe(false);
    const held = await admin.post(`/api/admin/vendors/${vendor.userId}/payout-hold`, {
      held: true,
      reason: 'Chargeback review',
    });
    expect(held.status).toBe(200);
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(0);
    expect(
      (await admin.get('/api/admin/payouts/transfers')).body.destinations.find(
        (d: { vendorId: string }) => d.vendorId === vendor.userId,
      ),
    ).toMatchObject({ held: true, heldReason: 'Chargeback review' });
    expect((await admin.post(`/api/admin/vendors/${vendor.userId}/payout-hold`, { held: false })).status).toBe(200);
    await env.deps.db.execute(sql`update users set kyc_status = 'PENDING' where id = ${vendor.userId}`);
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(0);
    await env.deps.db.execute(sql`update users set kyc_status = 'VERIFIED' where id = ${vendor.userId}`);
    // Daily: one payout today, the next one tomorrow.
    expect(
      (await vendor.client.put('/api/vendor/payout-account', { ...bankAccount(), schedule: 'daily' })).status,
    ).toBe(200);
    await runPayouts(env.deps);
    await settled(vendor.userId, 'paid');
    await released(vendor.userId, 'NGN', 20_000);
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(1);
    env.clock.advance(86_400_000);
    await runPayouts(env.deps);
    expect(await payoutsOf(vendor.userId)).toHaveLength(2);
  });

  it('pays an M-Pesa wallet in whole shillings through B2C, the result arriving by callback', async () => {
    const vendor = await verifiedVendor('Wanjiku Tea');
    const chosen = await vendor.client.put('/api/vendor/payout-account', {
      method: 'mpesa',
      currency: 'KES',
      accountName: 'Wanjiku Tea',
      phone: '0712 345 678',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.account).toMatchObject({ method: 'mpesa', phone: '254712345678' });
    await released(vendor.userId, 'KES', 1_234_567); // KSh 11,728.39 after the fee
    await runPayouts(env.deps);
    for (let i = 0; i < 5 && !(await payoutsOf(vendor.userId)).some((p) => p.state === 'paid'); i++) {
      env.clock.advance(120_000);
      await runPayouts(env.deps);
      await new Promise((r) => setTimeout(r, 50));
    }
    const [paid] = await payoutsOf(vendor.userId);
    expect(paid).toMatchObject({ state: 'paid', amount_minor: '1172800' });
    expect(await balance(`vendor_payable:${vendor.userId}`, 'KES')).toBe(39); // the cents M-Pesa cannot send
    // A callback without its token is refused.
    const forged = await env.app.inject({
      method: 'POST',
      url: `/api/payouts/mpesa/result/${paid!.id}?token=nope`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('sends an M-Pesa payout again while Daraja is down (a status question would prove nothing), once it answers', async () => {
    const vendor = await verifiedVendor('Otieno Coffee');
    const mpesa = env.deps.payouts.testServices.mpesa!;
    expect(
      (
        await vendor.client.put('/api/vendor/payout-account', {
          method: 'mpesa',
          currency: 'KES',
          accountName: 'Otieno Coffee',
          phone: '0722 000 111',
        })
      ).status,
    ).toBe(200);
    await released(vendor.userId, 'KES', 100_000); // KSh 950
    mpesa.failNext(2); // OAuth and B2C both answer 503: nothing sent
    await runPayouts(env.deps);
    const [waiting] = await payoutsOf(vendor.userId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await balance(`vendor_payable:${vendor.userId}`, 'KES')).toBe(95_000);
    for (let i = 0; i < 5 && !(await payoutsOf(vendor.userId)).some((p) => p.state === 'paid'); i++) {
      env.clock.advance(120_000);
      await runPayouts(env.deps);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await payoutsOf(vendor.userId))[0]).toMatchObject({ id: waiting!.id, state: 'paid' });
    expect([...mpesa.payments.keys()].filter((k) => k === waiting!.id)).toHaveLength(1);
    expect(await balance(`vendor_paid_out:${vendor.userId}`, 'KES')).toBe(95_000);
  });
});
