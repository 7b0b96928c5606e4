/**
 * What a shipment starts from: ship-from = the vendor's business address (never a fixed Nigeria), ship-to = the order's
 * address, declared value = the goods' value (0 only for samples), Incoterm = the accepted quote's, else FCA; and the
 * commercial invoice prints what was declared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { pdfDocument, pngImage, productBody } from '../../../test/fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let env: TestEnv;
/** A vendor who onboarded with a business in Tamale, Ghana (the account itself names no country). */
let vendor: Awaited<ReturnType<typeof signUp>>;
let productId: string;

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { name: 'Abena Owusu' });
  const doc = await vendor.client.upload(
    '/api/verification/documents',
    'document',
    [{ filename: 'certificate.pdf', contentType: 'application/pdf', data: pdfDocument() }],
    { kind: 'businessCert' },
  );
  const img = await vendor.client.upload('/api/vendor/product-images', 'images', [
    { filename: 'shea.png', contentType: 'image/png', data: await pngImage(400, 300) },
  ]);
  const onboarded = await vendor.client.post('/api/vendor/onboarding', {
    business: {
      businessName: 'Savanna Shea Ltd',
      businessType: 'Manufacturer',
      businessLocation: 'Tamale, Ghana',
      yearEstablished: 2015,
      businessDescription: 'Shea butter processing for export',
      primaryProducts: 'Shea butter',
    },
    contact: {
      contactPerson: 'Abena Owusu',
      contactPhone: '+233 24 000 0000',
      contactEmail: 'abena@savanna.example',
      businessAddress: 'Plot 4, Industrial Area',
      website: '',
    },
    documentIds: [doc.body.id],
    product: productBody({
      name: 'Unrefined Shea Butter',
      price: '150.00',
      minOrder: 1,
      stock: 100,
      imageIds: [img.body.images[0].id],
    }),
  });
  expect(onboarded.status, JSON.stringify(onboarded.body)).toBe(201);
  expect((await vendor.client.put('/api/me/active-role', { role: 'vendor' })).status).toBe(200);
  productId = (await vendor.client.get('/api/vendor/products')).body.items[0].id;
});
afterAll(async () => {
  await env.close();
});

async function order(quantity = 2) {
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId, quantity });
  return capture(buyer);
}

async function capture(buyer: Awaited<ReturnType<typeof signUp>>) {
  const pay = await payForCart(buyer.client);
  const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
  const o = (await buyer.client.get(`/api/orders/${orderId}`)).body;
  return { buyer, orderId: orderId as string, voId: o.vendorOrders[0].id as string };
}

const parcel = { length: 40, width: 30, height: 20, weight: 5 };
const sender = { name: 'Savanna Shea Ltd', street1: 'Plot 4, Industrial Area', city: 'Tamale', zip: 'NT-0001' };

async function stored(shipmentId: string) {
  const [row] = await queryRows<{
    address_from: Record<string, string>;
    address_to: Record<string, string>;
    customs: Record<string, unknown>;
  }>(env.deps.db, sql`select address_from, address_to, customs from shipments where id = ${shipmentId}`);
  return row!;
}

async function invoice(shipmentId: string) {
  const res = await vendor.client.raw(`/api/shipments/${shipmentId}/commercial-invoice.pdf`);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe('shipment defaults', () => {
  it('starts ship-from at the business address, ship-to at the order, customs at the goods value and FCA', async () => {
    const { orderId, voId } = await order(2);
    const list = (await vendor.client.get('/api/shipping/vendor-orders')).body;
    expect(list.shipFrom).toEqual({
      name: 'Savanna Shea Ltd',
      street1: 'Plot 4, Industrial Area',
      city: 'Tamale',
      zip: '',
      country: 'GH',
      phone: '+233 24 000 0000',
    });
    const item = list.items.find((i: { vendorOrderId: string }) => i.vendorOrderId === voId);
    expect(item.addressFrom.country).toBe('GH');
    expect(item.addressTo).toMatchObject({ street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' });
    expect(item.customs).toEqual({
      description: 'Unrefined Shea Butter',
      value_amount: '300.00',
      value_currency: 'USD',
      origin_country: 'GH',
      incoterms: 'FCA',
      incoterms_source: 'default',
    });

    // A postal code is asked where the country has one (the order's France, a sender in the US), naming the field.
    const noZip = { name: 'Savanna Shea Ltd', street1: 'Plot 4, Industrial Area', city: 'Houston' };
    const incomplete = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: voId,
      address_from: { ...noZip, country: 'US' },
      parcel,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.details.fields).toEqual({ 'address_from.zip': 'Sender postal code is required' });
    const recipientNoZip = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: voId,
      address_from: sender,
      address_to: { name: 'Claire Dubois', street1: '12 Rue de la Paix', city: 'Paris' },
      parcel,
    });
    expect(recipientNoZip.body.error.details.fields).toEqual({ 'address_to.zip': 'Recipient postal code is required' });

    // Nothing but the parcel: Ghana has no postal codes, so the business profile's address is complete as it is.
    const fromProfile = await vendor.client.post('/api/shipments', { orderId, vendorOrderId: voId, parcel });
    expect(fromProfile.status, JSON.stringify(fromProfile.body)).toBe(200);
    expect((await stored(fromProfile.body.shipment_id)).address_from).toMatchObject({
      street1: 'Plot 4, Industrial Area',
      city: 'Tamale',
      zip: '',
      country: 'GH',
    });
    // A recipient in Ghana is shipped to without one too.
    const toGhana = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: voId,
      address_to: { name: 'Kwame Asante', street1: '7 Ring Road', city: 'Accra', country: 'GH' },
      parcel,
    });
    expect(toGhana.status, JSON.stringify(toGhana.body)).toBe(200);
    expect((await stored(toGhana.body.shipment_id)).address_to).toMatchObject({
      city: 'Accra',
      zip: '',
      country: 'GH',
    });
    env.clock.advance(1000);

    // The sender without a country, no recipient, no customs: all from the profile and the order.
    const created = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: voId,
      address_from: sender,
      parcel,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await stored(created.body.shipment_id);
    expect(row.address_from.country).toBe('GH');
    expect(row.address_to).toMatchObject({
      name: 'Claire Dubois',
      street1: '12 Rue de la Paix',
      city: 'Paris',
      zip: '75002',
      country: 'FR',
    });
    expect(row.customs).toMatchObject({
      value_cents: 30000,
      value_currency: 'USD',
      incoterms: 'FCA',
      origin_country: 'GH',
      samples: false,
    });

    const text = await invoice(created.body.shipment_id);
    expect(text).toContain('Incoterms: FCA');
    expect(text).toContain('Declared customs value: 300.00 USD');
    expect(text).not.toContain('DDP');

    // The next shipment remembers the postal code typed for this one.
    expect((await vendor.client.get('/api/shipping/vendor-orders')).body.shipFrom.zip).toBe('NT-0001');
  });

  it('refuses a declared value of 0 unless the goods are samples, and takes any supported currency', async () => {
    const { orderId, voId } = await order(1);
    const body = (customs: Record<string, unknown>) => ({
      orderId,
      vendorOrderId: voId,
      address_from: sender,
      parcel,
      customs,
    });
    const zero = await vendor.client.post('/api/shipments', body({ value_amount: 0 }));
    expect(zero.status).toBe(400);
    expect(zero.body.error.details.fields['customs.value_amount']).toBe(
      'Declare the value of the goods. Only samples without commercial value may be declared at 0: mark the parcel as samples if that is what it holds.',
    );
    expect(
      (await vendor.client.post('/api/shipments', body({ value_amount: '12.345' }))).body.error.details.fields[
        'customs.value_amount'
      ],
    ).toBe('Enter the declared value as an amount, such as 1250.00');
    expect((await vendor.client.post('/api/shipments', body({ value_amount: 10, value_currency: 'XYZ' }))).status).toBe(
      400,
    );

    const samples = await vendor.client.post(
      '/api/shipments',
      body({ value_amount: '0', samples: true, incoterms: 'EXW' }),
    );
    expect(samples.status, JSON.stringify(samples.body)).toBe(200);
    const samplesText = await invoice(samples.body.shipment_id);
    expect(samplesText).toContain('Declared customs value: 0.00 USD (samples, no commercial value)');
    expect(samplesText).toContain('Incoterms: EXW');

    const cedis = await vendor.client.post(
      '/api/shipments',
      body({ value_amount: '2250.50', value_currency: 'GHS', hs_code: '151590' }),
    );
    expect(cedis.status, JSON.stringify(cedis.body)).toBe(200);
    expect((await stored(cedis.body.shipment_id)).customs).toMatchObject({
      value_cents: 225050,
      value_currency: 'GHS',
      incoterms: 'FCA',
    });
    const cedisText = await invoice(cedis.body.shipment_id);
    expect(cedisText).toContain('Declared customs value: 2250.50 GHS');
    expect(cedisText).toContain('HS code: 151590');
  });

  it('takes the Incoterm agreed on the accepted quote the order was placed from', async () => {
    const buyer = await signUp(env);
    const conv = await buyer.client.post('/api/messaging/inquiries', {
      productId,
      quantity: 4,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Please quote 4 tons delivered CIF Le Havre.',
    });
    expect(conv.status, JSON.stringify(conv.body)).toBe(201);
    const offer = await vendor.client.post(`/api/messaging/conversations/${conv.body.id}/offers`, {
      unitPrice: '140.00',
      currency: 'USD',
      quantity: 4,
      leadTimeDays: 10,
      incoterm: 'CIF',
      validUntil: '2026-11-30',
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    expect((await buyer.client.post(`/api/offers/${offer.body.id}/accept`)).status).toBe(200);
    expect((await buyer.client.post(`/api/offers/${offer.body.id}/cart`)).status).toBe(200);
    const { orderId, voId } = await capture(buyer);

    const item = (await vendor.client.get('/api/shipping/vendor-orders')).body.items.find(
      (i: { vendorOrderId: string }) => i.vendorOrderId === voId,
    );
    expect(item.customs).toMatchObject({ incoterms: 'CIF', incoterms_source: 'quote', value_amount: '560.00' });
    const created = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: voId,
      address_from: sender,
      parcel,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await stored(created.body.shipment_id)).customs).toMatchObject({ incoterms: 'CIF', value_cents: 56000 });
    expect(await invoice(created.body.shipment_id)).toContain('Incoterms: CIF');
  });
});
