import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { pdfDocument, pngImage, productBody } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { medianFirstResponseSeconds } from './use-cases/median-first-response-seconds.ts';
import { streamOpened } from './messaging.service.ts';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let otherVendor: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let admin: ApiClient;
let productId: string;

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    productId,
    quantity: 10,
    unit: 'MT',
    targetPrice: '2200.00',
    currency: 'USD',
    destinationCountry: 'France',
    requiredBy: '2026-12-20',
    message: 'We would like 10 MT delivered to Le Havre before Christmas. Can you do it?',
    ...overrides,
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  otherVendor = await signUp(env, { role: 'vendor', name: 'Ama Owusu' });
  buyer = await signUp(env, { name: 'Claire Dubois' });
  stranger = await signUp(env, { name: 'Nosy Parker' });
  const created = await vendor.client.post('/api/vendor/products', productBody({ minOrder: 5, stock: 120 }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  productId = created.body.id as string;
  await ensureAdmin(env.deps, 'msg-admin@example.com', 'Console-Admin-Pass-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'msg-admin@example.com', password: 'Console-Admin-Pass-1' });
});
afterAll(async () => {
  await env.close();
});

describe('inquiries and conversations', () => {
  it('an inquiry starts a thread the vendor sees in Inquiries and the buyer in Messages; replies, unread counts and Seen follow', async () => {
    const file = await buyer.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'spec.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]);
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    const created = await buyer.client.post('/api/messaging/inquiries', inquiry({ attachmentIds: [file.body.id] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const conv = created.body;
    expect(conv).toMatchObject({ productId, myRole: 'buyer', counterpartName: 'Kofi Mensah', unreadCount: 0 });
    expect(conv.messages).toHaveLength(1);
    expect(conv.messages[0]).toMatchObject({
      kind: 'inquiry',
      mine: true,
      seen: false,
      inquiry: { quantity: 10, unit: 'MT', targetPrice: '2200.00', destinationCountry: 'France' },
    });
    expect(conv.messages[0].attachments[0]).toMatchObject({ filename: 'spec.pdf', mime: 'application/pdf' });

    // The vendor is told (in-app and by e-mail) and sees the thread with one unread message.
    await env.smtp.waitFor(vendor.email, (m) => m.subject.includes('New inquiry'));
    const inbox = await vendor.client.get('/api/messaging/conversations?as=vendor');
    expect(inbox.body.items[0]).toMatchObject({
      id: conv.id,
      unreadCount: 1,
      myRole: 'vendor',
      lastMessageKind: 'inquiry',
    });
    expect(inbox.body.unreadTotal).toBe(1);
    expect((await vendor.client.get('/api/vendor/stats')).body.activeInquiries).toBe(1);

    // Reading marks it read; the buyer's message becomes "Seen".
    expect((await vendor.client.post(`/api/messaging/conversations/${conv.id}/read`)).body.unreadTotal).toBe(0);
    const afterRead = await buyer.client.get(`/api/messaging/conversations/${conv.id}`);
    expect(afterRead.body.messages[0].seen).toBe(true);

    env.clock.advance(2 * 3600_000);
    const reply = await vendor.client.post(`/api/messaging/conversations/${conv.id}/messages`, {
      body: 'Yes, we can ship from Tema in 3 weeks.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const buyerInbox = await buyer.client.get('/api/messaging/conversations?as=buyer');
    expect(buyerInbox.body.items[0]).toMatchObject({
      id: conv.id,
      unreadCount: 1,
      lastMessage: 'Yes, we can ship from Tema in 3 weeks.',
    });
    // The buyer had no open stream: e-mailed about the new message.
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('New message'));
    // Marking it done removes it from the active inquiries; a new message reopens it.
    expect((await vendor.client.post(`/api/messaging/conversations/${conv.id}/close`)).body.status).toBe('closed');
    expect((await vendor.client.get('/api/vendor/stats')).body.activeInquiries).toBe(0);
    expect((await stranger.client.post(`/api/messaging/conversations/${conv.id}/close`)).status).toBe(404);
    await buyer.client.post(`/api/messaging/conversations/${conv.id}/messages`, { body: 'One more question.' });
    expect((await vendor.client.get('/api/vendor/stats')).body.activeInquiries).toBe(1);
    expect(await medianFirstResponseSeconds(env.deps.db, vendor.userId)).toBe(7200);
  });

  it('only the two parties and admins read a thread or download its attachments', async () => {
    const png = await pngImage(40, 40);
    const file = await buyer.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'photo.png', contentType: 'image/png', data: png },
    ]);
    const conv = (await buyer.client.post('/api/messaging/inquiries', inquiry({ attachmentIds: [file.body.id] }))).body;
    const url = conv.messages[0].attachments[0].url as string;

    expect((await stranger.client.get(`/api/messaging/conversations/${conv.id}`)).status).toBe(404);
    expect((await otherVendor.client.get(`/api/messaging/conversations/${conv.id}`)).status).toBe(404);
    expect((await stranger.client.raw(url)).statusCode).toBe(404);
    expect((await otherVendor.client.raw(url)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/messaging/conversations/${conv.id}/messages`, { body: 'hello' })).status,
    ).toBe(404);
    expect((await new ApiClient(env.app).raw(url)).statusCode).toBe(401);

    for (const client of [buyer.client, vendor.client, admin]) {
      const res = await client.raw(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    expect((await admin.get(`/api/messaging/conversations/${conv.id}`)).body.myRole).toBe('admin');
    // An admin reads but does not post as a party.
    expect((await admin.post(`/api/messaging/conversations/${conv.id}/messages`, { body: 'hi' })).status).toBe(403);
    // Someone else's pending upload cannot be attached.
    const mine = await stranger.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'x.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]);
    const stolen = await buyer.client.post(`/api/messaging/conversations/${conv.id}/messages`, {
      body: 'see file',
      attachmentIds: [mine.body.id],
    });
    expect(stolen.status).toBe(400);
  });

  it('checks attachments by content, the minimum order and own products', async () => {
    const fake = await buyer.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'invoice.pdf', contentType: 'application/pdf', data: Buffer.from('MZ this is an executable') },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.fields.file).toMatch(/PDF/);
    const small = await buyer.client.post('/api/messaging/inquiries', inquiry({ quantity: 2 }));
    expect(small.status).toBe(400);
    expect(small.body.error.details.fields.quantity).toMatch(/minimum order .* is 5 MT/);
    const own = await vendor.client.post('/api/messaging/inquiries', inquiry());
    expect(own.status).toBe(400);
    expect((await new ApiClient(env.app).post('/api/messaging/inquiries', inquiry())).status).toBe(401);
  });

  it('limits how fast one user sends messages, with a clear message', async () => {
    const spammer = await signUp(env, { name: 'Spam Bot' });
    const conv = (await spammer.client.post('/api/messaging/inquiries', inquiry())).body;
    let limited: { status: number; body: { error: { code: string; message: string } } } | null = null;
    for (let i = 0; i < 25 && !limited; i += 1) {
      const res = await spammer.client.post(`/api/messaging/conversations/${conv.id}/messages`, {
        body: `message ${i}`,
      });
      if (res.status !== 201) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.body.error.code).toBe('RATE_LIMITED');
    expect(limited?.body.error.message).toMatch(/too quickly/);
    env.clock.advance(61_000);
    expect(
      (await spammer.client.post(`/api/messaging/conversations/${conv.id}/messages`, { body: 'after a minute' }))
        .status,
    ).toBe(201);
  });

  it('does not e-mail a recipient who has the event stream open', async () => {
    const conv = (
      await buyer.client.post(
        '/api/messaging/inquiries',
        inquiry({ message: 'Second question about moisture levels please.' }),
      )
    ).body;
    await streamOpened(env.deps, crypto.randomUUID(), buyer.userId);
    const before = (await buyer.client.get('/api/notifications')).body.items.length as number;
    await vendor.client.post(`/api/messaging/conversations/${conv.id}/messages`, { body: 'Moisture is 7%.' });
    expect((await buyer.client.get('/api/notifications')).body.items.length).toBe(before);
  });
});
