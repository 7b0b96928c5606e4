import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { pdfDocument, pngImage } from '../../../test/fixtures.ts';
import { listProduct, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { expireUnpaidProformas } from './use-cases/expire-proformas.ts';

/**
 * Letters of credit (issue 18, decision 023): the buyer sends the LC and the bank's confirmation for a pro-forma, an
 * admin verifies (or rejects, saying why), and the bank's transfer under it places an order that names the bank.
 */
let env: TestEnv;
let admin: ApiClient;
let secondAdmin: ApiClient;
let vendor: Party;
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(env.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'lc-admin@example.com');
  secondAdmin = await signInAdmin(env, 'lc-admin-2@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Kano Leather Works' });
});
afterAll(async () => {
  await env.close();
});

/** A pro-forma for 2 x $900.00 on the given terms: $1,800.00 + the 3% fee = $1,854.00. */
async function proforma(terms = 'letter-of-credit') {
  const product = (await listProduct(vendor, { price: '900.00', minOrder: 1, stock: 10, paymentTerms: terms })).id;
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId: product, quantity: 2 });
  const res = await buyer.client.post('/api/checkout/bank-transfer', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: `lc-${Math.random().toString(36).slice(2)}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.totalCents).toBe(185_400);
  return { buyer, pf: res.body as { checkoutId: string; reference: string; expiresAt: string }, product };
}

const LC = { issuingBank: 'Zenith Bank Plc', lcNumber: 'zb/lc/2026-0417', amount: '1854.00' };

function send(
  party: Party,
  checkoutId: string,
  fields: Record<string, string>,
  file: { filename: string; contentType: string; data: Buffer } | null = {
    filename: 'confirmation.pdf',
    contentType: 'application/pdf',
    data: pdfDocument(),
  },
) {
  return party.client.upload(`/api/checkout/${checkoutId}/letter-of-credit`, 'document', file ? [file] : [], fields);
}

async function kindsOf(client: ApiClient): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  return (await client.get('/api/notifications')).body.items;
}

describe('letters of credit', () => {
  it('checks what the buyer sends, field by field, and records nothing refused', async () => {
    const { buyer, pf } = await proforma();
    const page = (await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body;
    expect(page).toMatchObject({ letterOfCreditAllowed: true, letterOfCredit: null });

    const short = await send(buyer, pf.checkoutId, { ...LC, amount: '1800.00', expiresOn: dayFromNow(60) });
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields.amount).toBe(
      'The letter of credit is for $1,800.00, less than the $1,854.00 due on this pro-forma. Ask your bank to raise it to at least the total.',
    );
    const soon = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(3) });
    expect(soon.body.error.details.fields.expiresOn).toMatch(/^The letter of credit must stay valid until at least /);
    const late = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(800) });
    expect(late.body.error.details.fields.expiresOn).toContain('more than 730 days');
    const noFile = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) }, null);
    expect(noFile.body.error.details.fields.document).toContain("Attach the bank's confirmation");
    const notDoc = await send(
      buyer,
      pf.checkoutId,
      { ...LC, expiresOn: dayFromNow(60) },
      { filename: 'lc.pdf', contentType: 'application/pdf', data: Buffer.from('MZ\x90\x00 not a pdf at all') },
    );
    expect(notDoc.status).toBe(400);
    expect(notDoc.body.error.details.fields.document).toBeTruthy();
    const badFields = await send(buyer, pf.checkoutId, {
      issuingBank: 'Z',
      lcNumber: '<script>',
      amount: 'lots',
      expiresOn: 'soon',
    });
    expect(Object.keys(badFields.body.error.details.fields).sort()).toEqual([
      'amount',
      'expiresOn',
      'issuingBank',
      'lcNumber',
    ]);
    expect(badFields.body.error.details.fields.lcNumber).toContain('letter of credit number');
    // in the buyer's language
    buyer.client.setHeader('accept-language', 'fr');
    const fr = await buyer.client.post(`/api/checkout/${pf.checkoutId}/letter-of-credit`, {});
    buyer.client.setHeader('accept-language', undefined);
    expect(fr.body.error.message).toContain('Joignez la confirmation');

    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from letters_of_credit where checkout_id = ${pf.checkoutId}`,
    );
    expect(n).toBe(0);
  });

  it('is private: another buyer, a vendor and a wrong checkout get 404; a product not on LC terms is refused', async () => {
    const { buyer, pf } = await proforma();
    const stranger = await signUp(env);
    expect((await send(stranger, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) })).status).toBe(404);
    expect((await send(vendor, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) })).status).toBe(404);
    const sent = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const doc = sent.body.documentUrl as string;
    const got = await buyer.client.raw(doc);
    expect(got.rawPayload).toEqual(pdfDocument());
    expect(got.headers['content-type']).toBe('application/pdf');
    expect((await admin.raw(doc)).statusCode).toBe(200);
    expect((await stranger.client.raw(doc)).statusCode).toBe(404);
    const other = await proforma();
    expect(
      (await buyer.client.raw(doc.replace(pf.checkoutId, other.pf.checkoutId))).statusCode,
      'a letter under another checkout',
    ).toBe(404);
    // the buyer cannot decide their own letter
    expect((await buyer.client.post(`/api/admin/letters-of-credit/${sent.body.id}/verify`)).status).toBe(403);

    const escrowOnly = await proforma('escrow');
    const refused = await send(escrowOnly.buyer, escrowOnly.pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('None of the products on this pro-forma is sold on letter-of-credit');
    expect(
      (await escrowOnly.buyer.client.get(`/api/checkout/${escrowOnly.pf.checkoutId}/proforma`)).body,
    ).toMatchObject({ letterOfCreditAllowed: false });
  });

  it('is reviewed once: rejected with a reason, sent again, verified by one of two admins at once', async () => {
    const { buyer, pf } = await proforma();
    const first = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) });
    expect(first.body).toMatchObject({ status: 'SUBMITTED', lcNumber: 'ZB/LC/2026-0417', amountCents: 185_400 });
    expect((await kindsOf(admin)).some((n) => n.kind === 'admin.letter_of_credit_submitted')).toBe(true);
    // one live letter at a time
    const twice = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain('already under review or verified');

    expect((await admin.post(`/api/admin/letters-of-credit/${first.body.id}/reject`, { reason: 'no' })).status).toBe(
      400,
    );
    const rejected = await admin.post(`/api/admin/letters-of-credit/${first.body.id}/reject`, {
      reason: 'The confirmation is not signed by the bank',
    });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The confirmation is not signed by the bank',
    });
    const notice = (await kindsOf(buyer.client)).find((n) => n.kind === 'order.letter_of_credit_rejected');
    expect(notice?.data.reason).toBe('The confirmation is not signed by the bank');
    await env.smtp.waitFor(buyer.email, (m) => m.subject === `Letter of credit not accepted for ${pf.reference}`);
    expect((await admin.post(`/api/admin/letters-of-credit/${first.body.id}/verify`)).status).toBe(409);

    const again = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(90) });
    expect(again.status).toBe(201);
    expect((await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body.letterOfCredit).toMatchObject({
      id: again.body.id,
      status: 'SUBMITTED',
    });
    const answers = await Promise.all([
      admin.post(`/api/admin/letters-of-credit/${again.body.id}/verify`),
      secondAdmin.post(`/api/admin/letters-of-credit/${again.body.id}/verify`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from audit_log where action = 'letter_of_credit.verified' and subject_id = ${again.body.id}`,
    );
    expect(n).toBe(1);
    expect((await kindsOf(buyer.client)).filter((k) => k.kind === 'order.letter_of_credit_verified')).toHaveLength(1);
  });

  it('keeps the goods reserved until the LC expires; the bank’s transfer places an order that names the bank', async () => {
    const { buyer, pf, product } = await proforma();
    const sent = await send(buyer, pf.checkoutId, { ...LC, lcNumber: 'ACCESS-LC-88', expiresOn: dayFromNow(45) });
    await admin.post(`/api/admin/letters-of-credit/${sent.body.id}/verify`);
    const page = (await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body;
    expect(page.expiresAt).toBe(`${dayFromNow(45)}T23:59:59.999Z`);
    expect(page.stockReserved).toBe(true);

    // past the pro-forma's own 7 days, the expiry job leaves it: the bank pays under the LC
    env.clock.advance(10 * DAY);
    await expireUnpaidProformas(env.deps);
    expect((await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body.status).toBe('AWAITING_TRANSFER');
    expect((await vendor.client.get(`/api/vendor/products/${product}`)).body.availableStock).toBe(8);

    const paid = await admin.post(`/api/admin/quote-requests/${pf.checkoutId}/transfer-received`, {
      amount: '1854.00',
      bankReference: 'ZENITH-LC-PAY-1',
      receivedOn: env.clock.now().toISOString().slice(0, 10),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // a session lasts 30 days: the buyer is still signed in
    const order = (await buyer.client.get(`/api/orders/${paid.body.orderId}`)).body;
    expect(order.paidUnderLetterOfCredit).toEqual({ issuingBank: 'Zenith Bank Plc', lcNumber: 'ACCESS-LC-88' });
    expect(order.vendorOrders[0].escrowStatus).toBe('HELD');
    const [audit] = await queryRows<{ data: { payer?: string } }>(
      env.deps.db,
      sql`select data from audit_log where action = 'admin.bank_transfer_received' and subject_id = ${pf.checkoutId}`,
    );
    expect(audit?.data.payer).toBe('Zenith Bank Plc');
    // verified after payment? no: the pro-forma no longer waits for one
    const late = await send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) });
    expect(late.status).toBe(409);
  });

  it('does not verify a letter once the buyer cancelled the pro-forma; an image is a confirmation too', async () => {
    const { buyer, pf } = await proforma();
    const sent = await send(
      buyer,
      pf.checkoutId,
      { ...LC, expiresOn: dayFromNow(30) },
      { filename: 'scan.png', contentType: 'image/png', data: await pngImage(200, 200) },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.documentName).toBe('scan.png');
    expect((await buyer.client.post(`/api/checkout/${pf.checkoutId}/cancel`)).body.status).toBe('CANCELLED');
    const verify = await admin.post(`/api/admin/letters-of-credit/${sent.body.id}/verify`);
    expect(verify.status).toBe(409);
    expect(verify.body.error.message).toContain('while the pro-forma waits for payment');
  });

  it('a double click sends one letter: one answer 201, the other 409, one row and one stored file', async () => {
    const { buyer, pf } = await proforma();
    const answers = await Promise.all([
      send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) }),
      send(buyer, pf.checkoutId, { ...LC, expiresOn: dayFromNow(60) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await queryRows<{ document_key: string }>(
      env.deps.db,
      sql`select document_key from letters_of_credit where checkout_id = ${pf.checkoutId}`,
    );
    expect(rows).toHaveLength(1);
    expect(await env.deps.files.get(rows[0]!.document_key)).toEqual(pdfDocument());
    // the refused one's file was removed: only the recorded letter's confirmation is kept for this buyer
    const root = (env.deps.files as unknown as { root: string }).root;
    const dir = path.join(root, path.dirname(rows[0]!.document_key));
    expect(fs.readdirSync(dir)).toEqual([path.basename(rows[0]!.document_key)]);
  });
});
