import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type ApiClient, type TestEnv } from '../../test/harness.ts';
import { signUp } from '../../test/flows.ts';
import { pdfDocument, pngImage, productBody } from '../../test/fixtures.ts';
import { listProduct, signInAdmin, type Party } from '../../test/trade-flows.ts';
import { findUnstorableText } from './text-guard.ts';

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates anywhere, keys included, and names the field', () => {
    expect(findUnstorableText({ a: 'fine 🍫 شركة', b: [1, null, true, 'ok'] })).toBeNull();
    expect(findUnstorableText({ a: { b: ['x', 'y\u0000'] } })).toEqual({
      field: 'a.b.1',
      key: 'validation.controlCharacters',
    });
    expect(findUnstorableText({ note: 'cut here \uD83D' })).toEqual({
      field: 'note',
      key: 'validation.brokenCharacters',
    });
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toEqual({
      field: 'bad?key',
      key: 'validation.controlCharacters',
    });
    expect(findUnstorableText('\uDC00')).toEqual({ field: '_', key: 'validation.brokenCharacters' });
    // Other controls are the contracts' business (field by field); the guard only stops what the database refuses.
    expect(findUnstorableText({ a: '\u0007\u202E' })).toBeNull();
  });

  it('walks deeply nested bodies without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.key).toBe('validation.controlCharacters');
  });
});

describe('requests with unsafe text or empty numbers', () => {
  let env: TestEnv;
  let admin: ApiClient;
  let vendor: Party;
  let buyer: Party;

  beforeAll(async () => {
    env = await createTestEnv();
    admin = await signInAdmin(env, 'guard.admin@example.com');
    vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
    buyer = await signUp(env, { name: 'Claire Dubois' });
  });
  afterAll(async () => {
    await env.close();
  });

  it('refuses an empty lead time (and minimum order) with the required message, never as 0 days', async () => {
    for (const blank of ['', '  ', null]) {
      const res = await vendor.client.post('/api/vendor/products', productBody({ leadTime: blank }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.details.fields.leadTime).toBe('Lead time is required');
    }
    const noMin = await vendor.client.post('/api/vendor/products', productBody({ minOrder: '' }));
    expect(noMin.body.error.details.fields.minOrder).toBe('Minimum order is required');
    vendor.client.setHeader('accept-language', 'fr');
    const fr = await vendor.client.post('/api/vendor/products', productBody({ leadTime: '' }));
    expect(fr.body.error.details.fields.leadTime).toBe('Le délai de préparation est obligatoire');
    vendor.client.setHeader('accept-language', undefined);
    const zero = await vendor.client.post('/api/vendor/products', productBody({ leadTime: '0', minOrder: '2' }));
    expect(zero.status, JSON.stringify(zero.body)).toBe(201);
    expect(zero.body).toMatchObject({ leadTime: 0, minOrder: 2 });
  });

  it('refuses an empty lead time on a quote (offer)', async () => {
    const product = await listProduct(vendor);
    const inquiry = await buyer.client.post('/api/messaging/inquiries', {
      productId: product.id,
      quantity: 5,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Please quote for 5 MT delivered.',
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
    const offer = {
      unitPrice: '90.00',
      currency: 'USD',
      quantity: '5',
      leadTimeDays: '',
      incoterm: 'FOB',
      validUntil: '2026-12-31',
    };
    const res = await vendor.client.post(`/api/messaging/conversations/${inquiry.body.id}/offers`, offer);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.leadTimeDays).toBe('Enter a lead time');
  });

  it('onboards a business founded this year (2026), refuses next year with the current year in the message', async () => {
    const user = await signUp(env, { name: 'Abena Owusu' });
    const doc = await user.client.upload(
      '/api/verification/documents',
      'document',
      [{ filename: 'cert.pdf', contentType: 'application/pdf', data: pdfDocument() }],
      { kind: 'businessCert' },
    );
    const img = await user.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'shea.png', contentType: 'image/png', data: await pngImage(100, 80) },
    ]);
    const business = {
      businessName: 'Savanna Shea',
      businessType: 'Manufacturer',
      businessLocation: 'Tamale',
      businessDescription: 'Shea butter',
      primaryProducts: 'Shea butter',
    };
    const contact = {
      contactPerson: 'Abena Owusu',
      contactPhone: '+233 24 000 0000',
      contactEmail: 'abena@savanna.example',
      businessAddress: 'Plot 4, Tamale',
    };
    const body = (year: unknown) => ({
      business: { ...business, yearEstablished: year },
      contact,
      documentIds: [doc.body.id],
      product: productBody({ imageIds: [img.body.images[0].id] }),
    });
    const now = new Date().getFullYear();
    const late = await user.client.post('/api/vendor/onboarding', body(now + 1));
    expect(late.status).toBe(400);
    expect(late.body.error.details.fields['business.yearEstablished']).toBe(
      `Year established must be ${now} or earlier`,
    );
    const empty = await user.client.post('/api/vendor/onboarding', body(''));
    expect(empty.body.error.details.fields['business.yearEstablished']).toBe('Year established is required');
    const res = await user.client.post('/api/vendor/onboarding', body(2026));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.business.yearEstablished).toBe(2026);
  });

  it('refuses control characters, broken characters, line breaks and direction overrides in contract fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Cocoa\u0000beans' }, 'name', 'Remove the invisible control characters from this text'],
      [
        { description: 'Cut in half \uD83D' },
        'description',
        'This text contains an incomplete character: type it again',
      ],
      [{ name: 'Cocoa\nbeans' }, 'name', 'Write this on a single line'],
      [{ name: 'Cocoa \u202Esnaeb' }, 'name', 'Remove the invisible text-direction characters from this text'],
      [{ tags: ['ok', 'x\u0085y'] }, 'tags.1', 'Remove the invisible control characters from this text'],
    ];
    for (const [override, field, message] of cases) {
      const res = await vendor.client.post('/api/vendor/products', productBody(override));
      expect(res.status, field).toBe(400);
      expect(res.body.error.details.fields[field], field).toBe(message);
    }
    vendor.client.setHeader('accept-language', 'ar');
    const ar = await vendor.client.post('/api/vendor/products', productBody({ origin: 'Ghana\u2067' }));
    expect(ar.body.error.details.fields.origin).toBe('احذف من هذا النص محارف اتجاه الكتابة غير المرئية');
    vendor.client.setHeader('accept-language', undefined);
    const multiLine = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'شوكولاتة 🍫 Ọbá', description: 'Line one\n\tLine two' }),
    );
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(201);
  });

  it('the server-wide guard answers a field error where no contract covers the text (bodies, query strings, paths)', async () => {
    const suspend = await admin.post(`/api/admin/users/${buyer.userId}/suspend`, { reason: 'Fraud \u0000 suspected' });
    expect(suspend.status).toBe(400);
    expect(suspend.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { reason: 'Remove the invisible control characters from this text' } },
    });
    const search = await admin.get('/api/admin/users?q=%00');
    expect(search.status).toBe(400);
    expect(search.body.error.details.fields.q).toBeDefined();
    const path = await buyer.client.get('/api/checkout/provider-order/tok%00en');
    expect(path.status).toBe(400);
    expect(path.body.error.details.fields.token).toBe('Remove the invisible control characters from this text');
  });

  it('stores uploaded file names without control or direction characters', async () => {
    const up = await buyer.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'spec\u0000\u202Efdp.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.filename).toBe('specfdp.pdf');
  });

  it('route-local contracts refuse control and direction characters too (admin reasons, bank references, searches)', async () => {
    const suspend = await admin.post(`/api/admin/users/${buyer.userId}/suspend`, { reason: 'Fraud \u0007 suspected' });
    expect(suspend.status, JSON.stringify(suspend.body)).toBe(400);
    expect(suspend.body.error.details.fields.reason).toBeTruthy();
    const search = await admin.get(`/api/admin/users?q=${encodeURIComponent('Ada\u202Egpj')}`);
    expect(search.status).toBe(400);
    expect(search.body.error.details.fields.q).toBeTruthy();
    // The buyer is still active: the refused request changed nothing.
    const user = await admin.get(`/api/admin/users/${buyer.userId}`);
    expect(user.body.status ?? user.body.user?.status).toBe('active');
  });
});
