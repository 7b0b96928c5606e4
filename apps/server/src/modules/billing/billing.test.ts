/**
 * Invoices and statements through the API, on orders taken through the real flows: what a buyer, a vendor and an
 * accountant read on them (pdftotext, a real PDF reader), who may get them, and how they are numbered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { pdfText, withoutBidiMarks } from '../../../test/pdf-text.ts';
import { buy, listProduct, releasedOrder, signInAdmin, type Party } from '../../../test/trade-flows.ts';

let env: TestEnv;
let admin: ApiClient;
let vendor: Party;
let buyer: Party;
let other: Party;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'billing-admin@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Ama Owusu' });
  buyer = await signUp(env, { name: 'Claire Dubois' });
  other = await signUp(env, { name: 'Other Buyer' });
}, 60_000);
afterAll(async () => {
  await env.close();
});

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function download(client: ApiClient, url: string, lang?: string) {
  const res = await env.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `sid=${client.cookie('sid')}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return res;
}

describe('the invoice of an order', () => {
  it("shows the order's lines, shipping, fee, total, what was charged and the payment reference", async () => {
    const product = await listProduct(vendor, { name: 'Raw shea butter', price: '120.00' });
    const { order } = await buy(buyer, [product.id], 3);
    const res = await download(buyer.client, `/api/orders/${order.id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d{6}\.pdf"/);
    const text = pdfText(res.rawPayload);
    const vo = order.vendorOrders[0];
    expect(text).toMatch(/Invoice INV-\d{6}/);
    expect(text).toContain(`Order ${order.id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('Claire Dubois');
    expect(text).toContain('Dubois Import');
    expect(text).toContain('12 Rue de la Paix');
    expect(text).toContain(`Sold by ${vo.vendorName}`);
    expect(text).toContain('Raw shea butter');
    expect(text).toMatch(/3 \S+/);
    expect(text).toContain('$120.00');
    expect(text).toContain(usd(vo.items[0].lineTotalUsdCents));
    expect(text).toContain(`Goods: ${usd(order.subtotalCents)}`);
    expect(text).toContain(`Shipping: ${usd(order.shippingCents)}`);
    expect(text).toContain(`Buyer fee: ${usd(order.feeCents)}`);
    expect(text).toContain(`Total: ${usd(order.totalCents)}`);
    expect(text).toContain(`Charged: ${usd(order.charged.amountMinor)}`);
    expect(text).toContain(order.transactionId);
  });

  it('is the buyer’s and the admins’ only: anyone else gets 404', async () => {
    const product = await listProduct(vendor);
    const { orderId } = await buy(buyer, [product.id]);
    expect((await download(other.client, `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await download(vendor.client, `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await new ApiClient(env.app).raw(`/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(401);
    const mine = await download(buyer.client, `/api/orders/${orderId}/invoice.pdf`);
    const admins = await download(admin, `/api/orders/${orderId}/invoice.pdf`);
    expect(admins.statusCode).toBe(200);
    expect(admins.headers['content-disposition']).toBe(mine.headers['content-disposition']);
  });

  it('is numbered in sequence without gaps; the same order keeps its number, even asked for concurrently', async () => {
    const product = await listProduct(vendor);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await buy(buyer, [product.id])).orderId);
    const numberOf = async (id: string) =>
      /INV-(\d{6})/.exec(
        String((await download(buyer.client, `/api/orders/${id}/invoice.pdf`)).headers['content-disposition']),
      )![1]!;
    const first = Number(await numberOf(ids[0]!));
    expect(Number(await numberOf(ids[1]!))).toBe(first + 1);
    expect(Number(await numberOf(ids[0]!))).toBe(first);
    // Concurrent first requests: two new orders, each asked for three times at once.
    const both = await Promise.all([ids[2]!, ids[3]!, ids[2]!, ids[3]!, ids[2]!, ids[3]!].map(numberOf));
    const [a, b] = [Number(both[1]), Number(both[0])];
    expect(new Set(both.filter((_, i) => i % 2 === 0)).size).toBe(1);
    expect(new Set(both.filter((_, i) => i % 2 === 1)).size).toBe(1);
    expect([a, b].sort((x, y) => x - y)).toEqual([first + 2, first + 3]);
    const rows = await queryRows<{ number: number }>(
      env.deps.db,
      sql`select number from issued_documents where issuer = 'platform' and kind = 'invoice' order by number`,
    );
    expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => i + 1));
    const list = await buyer.client.get('/api/billing/invoices');
    expect(list.status).toBe(200);
    const listed = new Map(
      list.body.items.map((i: { orderId: string; number: string | null }) => [i.orderId, i.number]),
    );
    expect(listed.get(ids[0]!)).toBe(`INV-${String(first).padStart(6, '0')}`);
    expect(listed.get(ids[3]!)).toBe(`INV-${String(a).padStart(6, '0')}`);
    expect((await other.client.get('/api/billing/invoices')).body.items).toEqual([]);
  });

  it("is in the reader's language, Yoruba with all its marks and Arabic in Arabic (invoice-pdf.test.ts: layout)", async () => {
    const { orderId } = await buy(buyer, [(await listProduct(vendor)).id]);
    const fr = pdfText((await download(buyer.client, `/api/orders/${orderId}/invoice.pdf`, 'fr')).rawPayload);
    expect(fr).toMatch(/Facture INV-\d{6}/);
    expect(fr).toContain('Frais acheteur');
    const yo = pdfText((await download(buyer.client, `/api/orders/${orderId}/invoice.pdf?lang=yo`)).rawPayload);
    expect(yo).toMatch(/Ìwé owó INV-\d{6}/);
    expect(yo).toContain('Ìwé owó àti ìwé ẹ̀rí ìsanwó');
    expect(yo).toContain('Owó iṣẹ́ olùrà');
    expect(yo).not.toContain('?');
    const ar = withoutBidiMarks(
      pdfText((await download(buyer.client, `/api/orders/${orderId}/invoice.pdf`, 'ar')).rawPayload),
    );
    expect(ar).toMatch(/فاتورة\s*INV-\d{6}/);
    expect(ar).toContain('رسوم المشتري');
    expect(ar).not.toContain('Invoice');
  });
});

describe("a vendor's monthly statement", () => {
  it('shows the released sale with its fee, shipping and label, and closes on the available balance', async () => {
    const seller = await signUp(env, { role: 'vendor', name: 'Kofi Boateng' });
    const { order, vo } = await releasedOrder(env, admin, seller, buyer, [(await listProduct(seller)).id]);
    const month = env.clock.now().toISOString().slice(0, 7);
    const res = await seller.client.get(`/api/vendor/statements?month=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const usdPart = res.body.currencies[0];
    expect(usdPart.currency).toBe('USD');
    expect(res.body.number).toBeNull();
    expect(res.body.months).toEqual([month]);
    const sale = usdPart.lines.find((l: { kind: string }) => l.kind === 'RELEASE');
    const full = (await buyer.client.get(`/api/orders/${order.id}`)).body.vendorOrders[0];
    expect(sale.orderRef).toBe(order.id.slice(0, 8).toUpperCase());
    expect(sale.goodsMinor).toBe(full.subtotalCents);
    expect(sale.shippingMinor).toBe(full.shippingCents);
    expect(sale.labelMinor).toBe(
      Math.min(full.labelCostCents, sale.goodsMinor - sale.sellerFeeMinor + full.shippingCents),
    );
    expect(sale.amountMinor).toBe(sale.goodsMinor - sale.sellerFeeMinor + sale.shippingMinor - sale.labelMinor);
    const balance = (await seller.client.get('/api/vendor/balance')).body;
    expect(usdPart.openingMinor).toBe(0);
    expect(usdPart.closingMinor).toBe(balance.availableCents);
    expect(vo.id).toBe(full.id);

    const pdf = await download(seller.client, `/api/vendor/statements/${month}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Statement ST-000001');
    expect(text).toContain(`Sale released, order ${sale.orderRef}`);
    expect(text).toContain(usd(balance.availableCents));
    const csv = await download(seller.client, `/api/vendor/statements/${month}.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('ST-000001');
    expect((await seller.client.get(`/api/vendor/statements?month=${month}`)).body.number).toBe('ST-000001');
    // the previous month had no movement: still a statement, opening = closing = 0, the next number
    const [y, m] = month.split('-').map(Number) as [number, number];
    const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const empty = pdfText((await download(seller.client, `/api/vendor/statements/${before}.pdf`)).rawPayload);
    expect(empty).toContain('Statement ST-000002');
    expect(empty).toContain('No movement this month.');
    // admins get the same document and number
    const byAdmin = await download(admin, `/api/admin/vendors/${seller.userId}/statements/${month}.pdf`);
    expect(pdfText(byAdmin.rawPayload)).toContain('Statement ST-000001');
  });

  it('is the vendor’s and the admins’ only, for a month that has started', async () => {
    const month = env.clock.now().toISOString().slice(0, 7);
    expect((await buyer.client.get(`/api/vendor/statements?month=${month}`)).status).toBe(403);
    expect(
      (await download(vendor.client, `/api/admin/vendors/${vendor.userId}/statements/${month}.csv`)).statusCode,
    ).toBe(403);
    expect((await download(admin, `/api/admin/vendors/${buyer.userId}/statements/${month}.csv`)).statusCode).toBe(404);
    expect((await vendor.client.get('/api/vendor/statements?month=2999-01')).status).toBe(400);
    expect((await vendor.client.get('/api/vendor/statements?month=2026-13')).status).toBe(400);
  });
});
