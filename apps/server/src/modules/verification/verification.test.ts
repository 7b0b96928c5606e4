import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { pdfDocument, pngImage, productBody, sixMegabytes } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'kyc-admin@example.com', 'Kyc-Admin-Password-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'kyc-admin@example.com', password: 'Kyc-Admin-Password-1' });
});
afterAll(async () => {
  await env.close();
});

const business = {
  businessName: 'Savanna Shea Ltd',
  businessType: 'Manufacturer',
  businessLocation: 'Tamale, Ghana',
  yearEstablished: 2015,
  businessDescription: 'Shea butter processing for export',
  primaryProducts: 'Shea butter, shea oil',
};
const contact = {
  contactPerson: 'Abena Owusu',
  contactPhone: '+233 24 000 0000',
  contactEmail: 'abena@savanna.example',
  businessAddress: 'Plot 4, Industrial Area, Tamale',
  website: 'https://savanna.example',
};

async function applicant() {
  const user = await signUp(env, { role: 'buyer', name: 'Abena Owusu' });
  const doc = await user.client.upload(
    '/api/verification/documents',
    'document',
    [{ filename: 'certificate.pdf', contentType: 'application/pdf', data: pdfDocument() }],
    { kind: 'businessCert' },
  );
  expect(doc.status, JSON.stringify(doc.body)).toBe(201);
  const img = await user.client.upload('/api/vendor/product-images', 'images', [
    { filename: 'shea.png', contentType: 'image/png', data: await pngImage(400, 300) },
  ]);
  return { user, docId: doc.body.id as string, imageId: img.body.images[0].id as string };
}

describe('vendor onboarding and verification', () => {
  it('checks documents by content and size', async () => {
    const user = await signUp(env);
    const fake = await user.client.upload(
      '/api/verification/documents',
      'document',
      [{ filename: 'tax.pdf', contentType: 'application/pdf', data: Buffer.from('MZ this is an exe') }],
      { kind: 'taxCert' },
    );
    expect(fake.body.error.message).toBe('"tax.pdf" is not a PDF, JPG or PNG file');
    const big = await user.client.upload(
      '/api/verification/documents',
      'document',
      [{ filename: 'big.png', contentType: 'image/png', data: sixMegabytes() }],
      { kind: 'taxCert' },
    );
    expect(big.body.error.message).toBe('Each document must be 5 MB or smaller');
    const noKind = await user.client.upload('/api/verification/documents', 'document', [
      { filename: 'a.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]);
    expect(noKind.body.error.details.fields.kind).toBeDefined();
  });

  it('submits: vendor role added (buyer kept), KYC pending, first product real, admins told; validation names fields', async () => {
    const { user, docId, imageId } = await applicant();
    const nextYear = new Date().getFullYear() + 1;
    const bad = await user.client.post('/api/vendor/onboarding', {
      business: { ...business, yearEstablished: nextYear },
      contact: { ...contact, website: 'not a url' },
      documentIds: [docId],
      product: productBody({ imageIds: [] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields['business.yearEstablished']).toBe(
      `Year established must be ${nextYear - 1} or earlier`,
    );
    expect(bad.body.error.details.fields['contact.website']).toBe('Website must be a URL, such as https://example.com');
    expect(bad.body.error.details.fields['product.imageIds']).toBe(
      'Please upload at least one product image before proceeding.',
    );

    const res = await user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [docId],
      product: productBody({ name: 'Unrefined Shea Butter', imageIds: [imageId] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      documents: [{ kind: 'businessCert', filename: 'certificate.pdf' }],
    });
    const me = (await user.client.get('/api/me')).body;
    expect(me).toMatchObject({ roles: ['buyer', 'vendor'], kycStatus: 'PENDING', company: 'Savanna Shea Ltd' });
    expect((await user.client.put('/api/me/active-role', { role: 'vendor' })).status).toBe(200);
    const mine = (await user.client.get('/api/vendor/products')).body.items;
    expect(mine.map((p: { name: string }) => p.name)).toEqual(['Unrefined Shea Butter']);
    expect(mine[0].isVerified).toBe(false);
    await env.smtp.waitFor(user.email, (m) => m.subject === 'We received your vendor application');
    expect(
      (await admin.get('/api/notifications')).body.items.some(
        (n: { kind: string }) => n.kind === 'admin.verification_submitted',
      ),
    ).toBe(true);
    expect((await admin.get('/api/admin/overview')).body.pendingVerifications).toBeGreaterThanOrEqual(1);
    expect(
      (
        await user.client.post('/api/vendor/onboarding', {
          business,
          contact,
          documentIds: [],
          product: productBody({ imageIds: [imageId] }),
        })
      ).status,
    ).toBe(409);
  });

  it('keeps documents private: applicant and admins only, as attachments', async () => {
    const { user, docId, imageId } = await applicant();
    await user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [docId],
      product: productBody({ imageIds: [imageId] }),
    });
    const own = await user.client.raw(`/api/verification/documents/${docId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const otherVendor = await signUp(env, { role: 'vendor' });
    expect((await otherVendor.client.raw(`/api/verification/documents/${docId}`)).statusCode).toBe(404);
    expect((await admin.raw(`/api/verification/documents/${docId}`)).statusCode).toBe(200);
    expect((await new ApiClient(env.app).raw(`/api/verification/documents/${docId}`)).statusCode).toBe(401);
  });

  it('admins approve (Verified badge on products), reject with a reason, or ask for more; applicants cannot decide', async () => {
    const { user, docId, imageId } = await applicant();
    const app = (
      await user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [docId],
        product: productBody({ name: 'Shea Oil', imageIds: [imageId] }),
      })
    ).body;
    expect((await user.client.post(`/api/admin/verifications/${app.id}/approve`, { reason: '' })).status).toBe(403);
    const queue = (await admin.get('/api/admin/verifications?status=PENDING')).body.items;
    expect(queue.find((a: { id: string }) => a.id === app.id)).toMatchObject({
      documentsCount: 1,
      business: { businessName: 'Savanna Shea Ltd' },
    });
    expect(
      (await admin.post(`/api/admin/verifications/${app.id}/reject`, { reason: '' })).body.error.details.fields.reason,
    ).toBeDefined();
    const approved = await admin.post(`/api/admin/verifications/${app.id}/approve`, { reason: '' });
    expect(approved.body.status).toBe('APPROVED');
    expect((await user.client.get('/api/me')).body).toMatchObject({ kycStatus: 'VERIFIED', isVerified: true });
    const product = (await new ApiClient(env.app).get('/api/products?q=shea%20oil')).body.items[0];
    expect(product).toMatchObject({ name: 'Shea Oil', isVerified: true });
    expect((await admin.post(`/api/admin/verifications/${app.id}/reject`, { reason: 'changed my mind' })).status).toBe(
      409,
    );
    await env.smtp.waitFor(user.email, (m) => m.subject === 'Your business is verified');

    const second = await applicant();
    const app2 = (
      await second.user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [second.docId],
        product: productBody({ imageIds: [second.imageId] }),
      })
    ).body;
    const info = await admin.post(`/api/admin/verifications/${app2.id}/request-info`, {
      reason: 'A clearer tax certificate',
    });
    expect(info.body).toMatchObject({ status: 'INFO_REQUESTED', decisionReason: 'A clearer tax certificate' });
    await env.smtp.waitFor(second.user.email, (m) => m.subject.includes('more information'));
    // the applicant can apply again
    env.clock.advance(60_000);
    const img = await second.user.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'again.png', contentType: 'image/png', data: await pngImage(300, 300) },
    ]);
    const again = await second.user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [],
      product: productBody({ imageIds: [img.body.images[0].id] }),
    });
    expect(again.status).toBe(201);
    expect(
      (await second.user.client.get('/api/vendor/onboarding')).body.items.map((a: { status: string }) => a.status),
    ).toEqual(['PENDING', 'INFO_REQUESTED']);
  });

  it("a resubmission updates the first submission's product (same id, new values) instead of creating a second one", async () => {
    const { user, docId, imageId } = await applicant();
    const first = (
      await user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [docId],
        product: productBody({ name: 'Raw Shea Nuts', price: '120.00', imageIds: [imageId] }),
      })
    ).body;
    expect(first.productId).toBeTruthy();
    expect(
      (
        await admin.post(`/api/admin/verifications/${first.id}/request-info`, {
          reason: 'A clearer business certificate',
        })
      ).status,
    ).toBe(200);

    // resubmitted with the same (already attached) image plus a new one, and new values
    env.clock.advance(60_000);
    const extra = await user.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'nuts.png', contentType: 'image/png', data: await pngImage(320, 240) },
    ]);
    const extraId = extra.body.images[0].id as string;
    const again = await user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [],
      product: productBody({ name: 'Graded Shea Nuts', price: '135.50', minOrder: 8, imageIds: [imageId, extraId] }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.productId).toBe(first.productId);

    // rejected, then resubmitted once more: still the same product
    expect(
      (await admin.post(`/api/admin/verifications/${again.body.id}/reject`, { reason: 'The certificate has expired' }))
        .status,
    ).toBe(200);
    env.clock.advance(60_000);
    const third = await user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [],
      product: productBody({ name: 'Premium Shea Nuts', price: '140.00', stock: 40, imageIds: [extraId] }),
    });
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    expect(third.body.productId).toBe(first.productId);

    expect((await user.client.put('/api/me/active-role', { role: 'vendor' })).status).toBe(200);
    const mine = (await user.client.get('/api/vendor/products')).body.items as Array<{
      id: string;
      name: string;
      priceCents: number;
      availableStock: number;
      images: unknown[];
    }>;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: first.productId, name: 'Premium Shea Nuts', priceCents: 14000 });
    expect(mine[0]!.images).toHaveLength(1);
    const apps = (await user.client.get('/api/vendor/onboarding')).body.items as Array<{
      status: string;
      productId: string;
    }>;
    expect(apps.map((a) => a.status)).toEqual(['PENDING', 'REJECTED', 'INFO_REQUESTED']);
    expect(new Set(apps.map((a) => a.productId))).toEqual(new Set([first.productId]));
  });

  it('a resubmission creates a new product when the earlier one was deleted', async () => {
    const { user, docId, imageId } = await applicant();
    const first = (
      await user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [docId],
        product: productBody({ name: 'Shea Soap', imageIds: [imageId] }),
      })
    ).body;
    await admin.post(`/api/admin/verifications/${first.id}/reject`, { reason: 'Unreadable documents' });
    expect((await user.client.put('/api/me/active-role', { role: 'vendor' })).status).toBe(200);
    expect((await user.client.delete(`/api/vendor/products/${first.productId}`)).status).toBeLessThan(300);
    env.clock.advance(60_000);
    const img = await user.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'soap.png', contentType: 'image/png', data: await pngImage(300, 300) },
    ]);
    const again = await user.client.post('/api/vendor/onboarding', {
      business,
      contact,
      documentIds: [],
      product: productBody({ name: 'Shea Soap Bars', imageIds: [img.body.images[0].id] }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.productId).not.toBe(first.productId);
    expect((await user.client.get('/api/vendor/products')).body.items.map((p: { name: string }) => p.name)).toEqual([
      'Shea Soap Bars',
    ]);
  });

  it('every vendor whose KYC is pending is in the admin queue (AWAITING), once, and the overview counts them', async () => {
    type Row = { id: string; userId: string; status: string };
    const queue = async () => (await admin.get('/api/admin/verifications?status=AWAITING')).body.items as Row[];
    const check = async () => {
      const q = await queue();
      const pending = await queryRows<{ id: string }>(
        env.deps.db,
        sql`select id from users where kyc_status = 'PENDING'`,
      );
      expect(q.map((a) => a.userId).sort()).toEqual(pending.map((u) => u.id).sort());
      expect(new Set(q.map((a) => a.userId)).size).toBe(q.length);
      const overview = (await admin.get('/api/admin/overview')).body;
      expect(overview.pendingVerifications).toBe(q.length);
      expect(overview.verifications.awaitingReview + overview.verifications.waitingOnVendor).toBe(q.length);
      return q;
    };
    await check(); // what the earlier tests left
    const { user, docId, imageId } = await applicant();
    const first = (
      await user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [docId],
        product: productBody({ name: 'Shea Oil', imageIds: [imageId] }),
      })
    ).body;
    expect((await check()).find((a) => a.userId === user.userId)).toMatchObject({ id: first.id, status: 'PENDING' });
    // Waiting on the vendor's answer: still awaiting verification.
    await admin.post(`/api/admin/verifications/${first.id}/request-info`, { reason: 'A clearer business certificate' });
    expect((await check()).find((a) => a.userId === user.userId)).toMatchObject({
      id: first.id,
      status: 'INFO_REQUESTED',
    });
    expect((await admin.get('/api/admin/overview')).body.verifications.waitingOnVendor).toBeGreaterThanOrEqual(1);
    // The answer (same instant on this test clock) supersedes the request: one row, the new application.
    const second = (
      await user.client.post('/api/vendor/onboarding', {
        business,
        contact,
        documentIds: [],
        product: productBody({ name: 'Shea Oil', imageIds: [imageId] }),
      })
    ).body;
    expect((await check()).filter((a) => a.userId === user.userId)).toEqual([
      expect.objectContaining({ id: second.id, status: 'PENDING' }),
    ]);
    await admin.post(`/api/admin/verifications/${second.id}/approve`, { reason: '' });
    expect((await check()).some((a) => a.userId === user.userId)).toBe(false);
    // Only admins see the queue.
    expect((await user.client.get('/api/admin/verifications?status=AWAITING')).status).toBe(403);
  });
});
