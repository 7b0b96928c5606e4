import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerFee } from '@app/shared/fees';
import { formatCents } from '@app/shared/money';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { orderRef } from '../orders/order-ref.ts';

let env: TestEnv;
let admin: ApiClient;
let buyer: Awaited<ReturnType<typeof signUp>>;
let orderId: string;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'kb-admin@example.com', 'Kb-Admin-Pass-123');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'kb-admin@example.com', password: 'Kb-Admin-Pass-123' });
  const vendor = await signUp(env, { role: 'vendor' });
  const product = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Cocoa Beans', price: '25.00', minOrder: 1, stock: 50 }),
  );
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  buyer = await signUp(env, { name: 'Chat Buyer' });
  await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 2 });
  const pay = await payForCart(buyer.client);
  orderId = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body.orderId;
});
afterAll(async () => {
  await env.close();
});

describe('concierge chat', () => {
  it('answers from the seeded knowledge base with the source article, in the asked language', async () => {
    const anon = new ApiClient(env.app);
    const res = await anon.post('/api/concierge/ask', {
      message: 'Combien de jours pour la livraison internationale ?',
      language: 'fr',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.via).toBe('retrieval');
    expect(res.body.reply).toMatchObject({ type: 'bot', language: 'fr', intent: 'knowledge' });
    expect(res.body.reply.content).toContain('7-14');
    expect(res.body.reply.sources[0]).toMatchObject({
      kind: 'article',
      slug: 'shipping-times',
      url: '/help/shipping-times?lang=fr',
    });
    const article = await anon.get('/api/concierge/articles/shipping-times?lang=fr');
    expect(article.body.title).toBe(res.body.reply.sources[0].title);
  });

  it('calculates fees for an amount with the shared fee function', async () => {
    const anon = new ApiClient(env.app);
    const res = await anon.post('/api/concierge/ask', { message: 'What is the fee for $750?', language: 'en' });
    const fee = buyerFee(75000);
    if (fee.kind !== 'fixed') throw new Error('unexpected');
    expect(res.body.reply.intent).toBe('fee_calculation');
    expect(res.body.reply.content).toContain(formatCents(fee.feeCents, 'USD', 'en-US'));
    expect(res.body.reply.content).toContain(formatCents(fee.totalCents, 'USD', 'en-US'));
    // Above the card maximum: the tier's fee, and the order is paid by bank transfer.
    const big = await anon.post('/api/concierge/ask', { message: 'fees on 2500 dollars', language: 'en' });
    expect(big.body.reply.content).toContain(formatCents(buyerFee(250_000).feeCents, 'USD', 'en-US'));
    expect(big.body.reply.content).toMatch(/bank transfer/i);
  });

  it('tells signed-out users to sign in for order questions', async () => {
    const res = await new ApiClient(env.app).post('/api/concierge/ask', {
      message: 'Where is my order?',
      language: 'en',
    });
    expect(res.body.reply.intent).toBe('sign_in_required');
    expect(res.body.reply.content).toMatch(/sign in/i);
  });

  it("shows the buyer's own order status, and refuses another user's order reference", async () => {
    const ref = orderRef(orderId);
    const mine = await buyer.client.post('/api/concierge/ask', {
      message: `Where is my order ${ref}?`,
      language: 'en',
    });
    expect(mine.body.reply.intent).toBe('order_status');
    expect(mine.body.reply.content).toContain(ref);
    expect(mine.body.reply.content).toContain('processing');
    expect(mine.body.reply.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ url: `/track/${orderId}` })]),
    );

    const latest = await buyer.client.post('/api/concierge/ask', {
      message: 'où est ma commande ?',
      language: 'fr',
      conversationId: mine.body.conversationId,
    });
    expect(latest.body.reply.content).toContain(ref);
    expect(latest.body.reply.content).toContain('en préparation');

    const other = await signUp(env);
    const theirs = await other.client.post('/api/concierge/ask', {
      message: `What is the status of order ${ref}?`,
      language: 'en',
    });
    expect(theirs.body.reply.intent).toBe('order_status');
    expect(theirs.body.reply.content).toMatch(/couldn't find order/);
    expect(theirs.body.reply.content).not.toContain('processing');
    const byId = await other.client.post('/api/concierge/ask', {
      message: `status of order ${orderId}`,
      language: 'en',
    });
    expect(byId.body.reply.content).toMatch(/couldn't find order/);
  });

  it('reports verification status and explains disputes with a link to the orders', async () => {
    const v = await buyer.client.post('/api/concierge/ask', {
      message: 'What is my verification status?',
      language: 'en',
    });
    expect(v.body.reply.intent).toBe('verification_status');
    const d = await buyer.client.post('/api/concierge/ask', { message: 'How do I open a dispute?', language: 'en' });
    expect(d.body.reply.intent).toBe('open_dispute');
    expect(d.body.reply.sources[0].url).toBe('/buyer/dashboard?tab=orders');
  });

  it('stores the conversation: history reloads for its user only', async () => {
    env.clock.advance(60_000);
    const first = await buyer.client.post('/api/concierge/ask', { message: 'How does escrow work?', language: 'en' });
    const history = await buyer.client.get('/api/concierge/history');
    expect(history.body.conversation.id).toBe(first.body.conversationId);
    const msgs = history.body.conversation.messages;
    expect(msgs.slice(-2).map((m: { type: string }) => m.type)).toEqual(['user', 'bot']);
    expect(msgs.at(-2)).toMatchObject({ content: 'How does escrow work?', language: 'en' });
    for (const m of msgs)
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['id', 'type', 'content', 'timestamp', 'language']));

    const other = await signUp(env);
    expect(
      (await other.client.get(`/api/concierge/history?conversationId=${first.body.conversationId}`)).body.conversation,
    ).toBeNull();
    const hijack = await other.client.post('/api/concierge/ask', {
      message: 'hello',
      language: 'en',
      conversationId: first.body.conversationId,
    });
    expect(hijack.status).toBe(404);
  });

  it('escalates to a human: a support ticket with the conversation, readable by admins', async () => {
    const q = await buyer.client.post('/api/concierge/ask', { message: 'My cocoa beans arrived wet', language: 'en' });
    const esc = await buyer.client.post('/api/concierge/escalate', {
      conversationId: q.body.conversationId,
      language: 'en',
    });
    expect(esc.status, JSON.stringify(esc.body)).toBe(200);
    expect(esc.body.ticketReference).toMatch(/^SUP-\d{6}$/);
    expect(esc.body.reply.content).toContain(esc.body.ticketReference);

    const tickets = (await admin.get('/api/admin/support-tickets')).body.items;
    const ticket = tickets.find((t: { reference: string }) => t.reference === esc.body.ticketReference);
    expect(ticket).toMatchObject({ source: 'concierge', email: buyer.email });
    expect(ticket.message).toContain('My cocoa beans arrived wet');
    expect(ticket.message).toContain(`conversation=${q.body.conversationId}`);
    await env.smtp.waitFor('support@afribridge.example', (m) => m.subject.includes(esc.body.ticketReference));

    const conv = await admin.get(`/api/admin/concierge/conversations/${q.body.conversationId}`);
    expect(conv.body.ticketReference).toBe(esc.body.ticketReference);
    expect(conv.body.messages.map((m: { content: string }) => m.content)).toContain('My cocoa beans arrived wet');
    expect((await buyer.client.get(`/api/admin/concierge/conversations/${q.body.conversationId}`)).status).toBe(403);

    // Asking for a person in words escalates too; a second time says it is already with support.
    const again = await buyer.client.post('/api/concierge/ask', {
      message: 'I want to talk to a human agent',
      language: 'en',
      conversationId: q.body.conversationId,
    });
    expect(again.body.reply.intent).toBe('escalate');
    expect(again.body.ticketReference).toBe(esc.body.ticketReference);
  });

  it('asks anonymous users to sign in before escalating', async () => {
    const anon = new ApiClient(env.app);
    const q = await anon.post('/api/concierge/ask', { message: 'hello', language: 'en' });
    const esc = await anon.post('/api/concierge/escalate', { conversationId: q.body.conversationId, language: 'en' });
    expect(esc.body.ticketReference).toBeNull();
    expect(esc.body.reply.intent).toBe('sign_in_required');
  });

  it('ignores whitespace-only messages', async () => {
    const res = await new ApiClient(env.app).post('/api/concierge/ask', { message: '   ', language: 'en' });
    expect(res.status).toBe(400);
  });
});

describe('knowledge base editor', () => {
  it('lets admins create, edit and delete articles (audited), and retrieval follows the edits', async () => {
    const list = await admin.get('/api/admin/kb/articles?language=en');
    expect(list.body.items.length).toBeGreaterThanOrEqual(15);
    expect((await buyer.client.get('/api/admin/kb/articles')).status).toBe(403);

    const created = await admin.post('/api/admin/kb/articles', {
      slug: 'cold-chain',
      language: 'en',
      title: 'Cold chain shipping for perishables',
      body: 'Perishable goods travel in refrigerated containers (reefers) booked by the vendor.',
      tags: ['shipping'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const dup = await admin.post('/api/admin/kb/articles', {
      slug: 'cold-chain',
      language: 'en',
      title: 'Again',
      body: 'Duplicate slug in the same language.',
    });
    expect(dup.status).toBe(409);

    const ask = (m: string) => new ApiClient(env.app).post('/api/concierge/ask', { message: m, language: 'en' });
    expect((await ask('Do you ship perishables in reefers?')).body.reply.sources[0].slug).toBe('cold-chain');

    const edited = await admin.put(`/api/admin/kb/articles/${created.body.id}`, {
      slug: 'cold-chain',
      language: 'en',
      title: 'Cold chain shipping',
      body: 'Frozen fish and fresh produce travel in reefer containers.',
      tags: [],
    });
    expect(edited.status).toBe(200);
    expect((await ask('Can you ship frozen fish?')).body.reply.content).toContain('reefer containers');

    expect((await admin.delete(`/api/admin/kb/articles/${created.body.id}`)).status).toBe(200);
    expect((await ask('Can you ship frozen fish in reefers?')).body.reply.sources[0]?.slug).not.toBe('cold-chain');

    const audit = (await admin.get('/api/admin/audit')).body.items.map((a: { action: string }) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['kb.article_created', 'kb.article_updated', 'kb.article_deleted']));
  });

  it('validates article input', async () => {
    const bad = await admin.post('/api/admin/kb/articles', {
      slug: 'Bad Slug',
      language: 'en',
      title: 'x',
      body: 'short',
    });
    expect(bad.status).toBe(400);
  });
});

describe('public config', () => {
  it('exposes no WhatsApp number or model when they are not configured', async () => {
    expect((await new ApiClient(env.app).get('/api/concierge/config')).body).toEqual({
      whatsappNumber: null,
      llm: false,
    });
  });
});
