/**
 * The "production started, with photos" milestone (issue 18): on a deposit plan, before the goods ship, the vendor
 * sends 1 to 5 photos; the deposit is released to them at once (one MILESTONE_RELEASE, nothing more at shipment), the
 * buyer is told and sees the photos (and only the order's parties do). Not for escrow or advance, not after shipping,
 * not twice, not with files that are not images. If the goods then never reach a carrier, the buyer's late cancel
 * refunds everything and takes the deposit back from the vendor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import * as ledger from '../../../test/ledger-queries.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'production-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const balanceOf = (account: string) => ledger.balanceOf(env.deps.db, account);
const ledgerKinds = (voId: string) => ledger.ledgerKinds(env.deps.db, voId);

/** A real JPEG with camera metadata (EXIF), as a phone would send it. */
function photo(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'QZX-Cam' } } })
    .toBuffer();
}

const startProduction = async (p: Party | ApiClient, voId: string, files: Buffer[]) =>
  ('client' in p ? p.client : p).upload(
    `/api/orders/vendor-orders/${voId}/production-started`,
    'photos',
    files.map((data, i) => ({ filename: `loom-${i + 1}.jpg`, contentType: 'image/jpeg', data })),
  );

describe('production started, with photos (issue 18)', () => {
  it('releases the deposit of a 30-70 order, shows the photos to the buyer, and nothing more at shipment', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Production Looms Ltd' });
    const product = await listProduct(vendor, { price: '100.00', paymentTerms: '30-70' });
    const buyer = await signUp(env, { name: 'Waiting buyer' });
    const { orderId, vo } = await buy(buyer, [product.id], 4); // $400: $120 deposit
    const placed = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(placed.plan).toMatchObject({ depositAtProductionStart: true, productionStartedAt: null, releasedAt: null });

    // strangers and the buyer cannot; a non-image is refused with its name; too many photos are refused
    const stranger = await signUp(env, { role: 'vendor', name: 'Other Looms' });
    expect((await startProduction(stranger, vo.id, [await photo()])).status).toBe(404);
    expect((await startProduction(buyer, vo.id, [await photo()])).status).toBe(403);
    const fake = await vendor.client.upload(`/api/orders/vendor-orders/${vo.id}/production-started`, 'photos', [
      { filename: 'loom.jpg', contentType: 'image/jpeg', data: Buffer.from('not a picture at all') },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toContain('loom.jpg');
    const six = await Promise.all(Array.from({ length: 6 }, () => photo(40, 30)));
    expect((await startProduction(vendor, vo.id, six)).status).toBe(400);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(0);

    // two photos, sent twice at once: one release
    const photos = [await photo(), await photo(1600, 1200)];
    const [a, b] = await Promise.all([startProduction(vendor, vo.id, photos), startProduction(vendor, vo.id, photos)]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(12_000 - 600);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 1, MILESTONE_RELEASE: 1 });

    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(seen.status).toBe('ACCEPTED');
    expect(seen.plan).toMatchObject({ releasedAt: 'PRODUCTION', releasedCents: 12_000 });
    expect(seen.plan.productionPhotos).toHaveLength(2);
    expect(seen.timeline.map((s: { step: string }) => s.step)).toEqual([
      'DEPOSIT_PAID',
      'ACCEPTED',
      'PRODUCTION_STARTED',
      'RELEASED_AT_PRODUCTION',
    ]);
    const notice = (await buyer.client.get('/api/notifications')).body.items.find(
      (n: { kind: string }) => n.kind === 'order.production_started',
    );
    expect(notice.data).toMatchObject({ photos: 2, amountCents: 12_000 });
    const mail = await env.smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Production started'));
    expect(mail.text).toContain('sent 2 photo(s)');

    // the photos: WebP, resized, without the camera metadata; to the buyer, the vendor and admins only
    const [first] = seen.plan.productionPhotos as { id: string }[];
    const url = `/api/orders/vendor-orders/${vo.id}/production-photos/${first!.id}`;
    for (const who of [buyer.client, vendor.client, admin]) {
      const res = await who.raw(`${url}?size=thumb`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(400);
      expect(meta.exif).toBeUndefined();
    }
    // display size: as sent, at most 1,200 px wide (the 1,600 px photo is scaled down)
    const widths = [];
    for (const p of seen.plan.productionPhotos as { id: string; width: number }[]) {
      const res = await buyer.client.raw(`/api/orders/vendor-orders/${vo.id}/production-photos/${p.id}`);
      widths.push((await sharp(res.rawPayload).metadata()).width);
    }
    expect(widths.sort((x, y) => x - y)).toEqual([800, 1200]);
    const otherBuyer = await signUp(env, { name: 'Curious buyer' });
    expect((await otherBuyer.client.raw(url)).statusCode).toBe(404);
    expect((await stranger.client.raw(url)).statusCode).toBe(404);
    // a photo id under another vendor order is not found
    const { vo: otherVo } = await buy(otherBuyer, [product.id]);
    expect(
      (await otherBuyer.client.raw(`/api/orders/vendor-orders/${otherVo.id}/production-photos/${first!.id}`))
        .statusCode,
    ).toBe(404);

    // the balance, then the goods ship: nothing more is released early
    expect((await vendor.client.post(`/api/orders/vendor-orders/${vo.id}/ready-to-ship`)).status).toBe(204);
    const started = await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/balance/checkout`, {
      idempotencyKey: `k-${Math.random()}`,
    });
    await buyer.client.post(`/api/payments/sandbox/orders/${started.body.providerOrderId}/approve`);
    expect((await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`)).status).toBe(200);
    const shipmentId = await ship(vendor, orderId, vo.id);
    await admin.post(`/api/admin/shipments/${shipmentId}/events`, {
      status: 'IN_TRANSIT',
      description: 'Picked up',
      city: 'Accra',
      country: 'GH',
      occurredAt: env.clock.now().toISOString(),
    });
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2, MILESTONE_RELEASE: 1 });
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(12_000 - 600);
    // and a second report after shipping is refused
    expect((await startProduction(vendor, vo.id, [await photo()])).status).toBe(409);
  });

  it('is refused for escrow and advance terms', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'No Deposit Crafts' });
    const buyer = await signUp(env, { name: 'Escrow buyer' });
    for (const terms of ['escrow', 'advance']) {
      const product = await listProduct(vendor, { price: '50.00', paymentTerms: terms });
      const { vo } = await buy(buyer, [product.id]);
      const res = await startProduction(vendor, vo.id, [await photo()]);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toContain('no deposit to release');
      // refused before any file is read: even a non-image gets the plan's refusal, not an image error
      const notImage = await vendor.client.upload(`/api/orders/vendor-orders/${vo.id}/production-started`, 'photos', [
        { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('nope') },
      ]);
      expect(notImage.status).toBe(409);
    }
  });

  it('a late cancel after the deposit was released refunds everything and takes the deposit back', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Never Shipped Weavers' });
    const product = await listProduct(vendor, { price: '100.00', paymentTerms: '50-50', leadTime: 5 });
    const buyer = await signUp(env, { name: 'Patient buyer' });
    const { orderId, vo } = await buy(buyer, [product.id], 2); // $200: $100 deposit
    const paid = (await buyer.client.get(`/api/orders/${orderId}`)).body.charged.amountMinor as number;
    expect((await startProduction(vendor, vo.id, [await photo()])).status).toBe(204);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(10_000 - 500);
    // the ship-by date passes with nothing handed to a carrier
    const shipBy = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0].shipBy as string;
    env.clock.set(new Date(new Date(shipBy).getTime() + 3_600_000));
    const again = new ApiClient(env.app);
    expect((await again.post('/api/auth/login', { email: buyer.email, password: buyer.password })).status).toBe(200);
    const cancelled = await again.post(`/api/orders/vendor-orders/${vo.id}/cancel-late`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balanceOf(`escrow:${vo.id}`)).toBe(0);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(0);
    expect(await ledger.refundsPaid(env.deps.db, orderId)).toBe(paid);
  });
});
