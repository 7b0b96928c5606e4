/** A small marketplace for the API fuzz test: parties with live sessions and one real row of each kind routes address. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiClient, type TestEnv } from './harness.ts';
import { signUp, payForCart } from './flows.ts';
import { pdfDocument, pngImage } from './fixtures.ts';
import { buy, deliver, listProduct, releasedOrder, ship, signInAdmin, type Party } from './trade-flows.ts';

export type Role = 'admin' | 'vendor' | 'buyer' | 'victim';

/** Real ids by kind (what a route's `:id` most likely names). */
export type IdKind =
  | 'user'
  | 'vendor'
  | 'product'
  | 'order'
  | 'vendorOrder'
  | 'checkout'
  | 'providerToken'
  | 'shipment'
  | 'dispute'
  | 'conversation'
  | 'message'
  | 'offer'
  | 'ticket'
  | 'article'
  | 'application'
  | 'review'
  | 'notification'
  | 'apiKey'
  | 'fraudAlert'
  | 'upload';

export interface World {
  userIds: Record<Role, string>;
  ids: Record<IdKind, string[]>;
  /** A signed-in client of the party (a fresh session when the last one was signed out, suspended or switched). */
  client(role: Role): Promise<ApiClient>;
  /** After a route's fuzz: sessions alive, active roles and account states as they were. */
  restore(): Promise<void>;
}

const ACTIVE_ROLE: Record<Role, 'admin' | 'vendor' | 'buyer'> = {
  admin: 'admin',
  vendor: 'vendor',
  buyer: 'buyer',
  victim: 'buyer',
};

async function sessionClient(env: TestEnv, userId: string): Promise<ApiClient> {
  const { insertSession } = await import('../src/modules/auth/auth.repository.ts');
  const { sha256, randomToken } = await import('../src/lib/tokens.ts');
  const token = randomToken(32);
  const now = env.clock.now();
  await insertSession(env.deps.db, {
    id: randomUUID(),
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  });
  const client = new ApiClient(env.app);
  client.setCookie('sid', token);
  return client;
}

function ok(res: { status: number; body: unknown }, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
}

export async function buildWorld(env: TestEnv): Promise<World> {
  const admin = await signInAdmin(env, 'fuzz.admin@example.com');
  const adminId = ((await admin.get('/api/auth/session')).body as { user: { id: string } }).user.id;
  const vendor: Party = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  const buyer: Party = await signUp(env, { name: 'Claire Dubois' });
  const victim: Party = await signUp(env, { name: 'Musa Bello' });
  const userIds: Record<Role, string> = {
    admin: adminId,
    vendor: vendor.userId,
    buyer: buyer.userId,
    victim: victim.userId,
  };
  const clients: Record<Role, ApiClient> = { admin, vendor: vendor.client, buyer: buyer.client, victim: victim.client };

  const p1 = await listProduct(vendor);
  const p2 = await listProduct(vendor);
  const p3 = await listProduct(vendor);
  const released = await releasedOrder(env, admin, vendor, buyer, [p1.id]);
  const review = await buyer.client.post('/api/reviews', {
    vendorOrderId: released.vo.id,
    vendor: { rating: 4, body: 'Good supplier' },
  });
  ok(review, 'review');

  const delivered = await buy(buyer, [p2.id]);
  const shipmentId = await ship(vendor, delivered.orderId, delivered.vo.id);
  await deliver(env, admin, shipmentId);
  const dispute = await buyer.client.post('/api/disputes', {
    vendorOrderId: delivered.vo.id,
    reason: 'DAMAGED',
    requestedOutcome: 'FULL_REFUND',
    description: 'The sacks arrived torn and wet.',
  });
  ok(dispute, 'dispute');

  const placed = await buy(buyer, [p3.id]);
  expect((await buyer.client.post('/api/cart/items', { productId: p1.id, quantity: 1 })).status).toBeLessThan(300);
  const pending = await payForCart(buyer.client);

  // Over $1,000: a quote request (custom fee, bank transfer) instead of a card checkout.
  expect((await victim.client.post('/api/cart/items', { productId: p1.id, quantity: 11 })).status).toBeLessThan(300);
  const quote = await victim.client.post('/api/checkout/quote-request', {
    contact: { name: 'Musa Bello', email: victim.email, phone: '+234 800 000 0000' },
    shipping: { address: '1 Market Road', city: 'Toronto', region: 'ON', country: 'Canada', postalCode: 'M5V 2T6' },
  });
  ok(quote, 'quote request');

  const inquiry = await buyer.client.post('/api/messaging/inquiries', {
    productId: p1.id,
    quantity: 5,
    unit: 'MT',
    currency: 'USD',
    destinationCountry: 'France',
    message: 'Please quote for 5 MT delivered to Le Havre.',
  });
  ok(inquiry, 'inquiry');
  const conversation = inquiry.body as { id: string; messages: { id: string }[] };
  const offer = await vendor.client.post(`/api/messaging/conversations/${conversation.id}/offers`, {
    unitPrice: '90.00',
    currency: 'USD',
    quantity: 5,
    leadTimeDays: 10,
    incoterm: 'FOB',
    validUntil: '2026-12-31',
  });
  ok(offer, 'offer');

  const ticket = await buyer.client.post('/api/support/contact', {
    name: 'Claire',
    email: buyer.email,
    category: 'Order Support',
    subject: 'Where is my order',
    message: 'It has not arrived yet.',
  });
  ok(ticket, 'ticket');
  const article = await admin.post('/api/admin/kb/articles', {
    slug: 'fuzz-fees',
    language: 'en',
    title: 'Fees explained',
    body: 'How the platform fees are computed.',
  });
  ok(article, 'article');

  const image = await victim.client.upload('/api/vendor/product-images', 'images', [
    { filename: 'cocoa.png', contentType: 'image/png', data: await pngImage(64, 64) },
  ]);
  ok(image, 'image');
  const imageId = (image.body as { images: { id: string }[] }).images[0]?.id ?? '';
  const application = await victim.client.post('/api/vendor/onboarding', {
    business: {
      businessName: 'Bello Farms',
      businessType: 'Cooperative',
      businessLocation: 'Kano',
      yearEstablished: 2015,
      businessDescription: 'Sesame growers',
      primaryProducts: 'Sesame',
    },
    contact: {
      contactPerson: 'Musa Bello',
      contactPhone: '+234 800 000 0000',
      contactEmail: victim.email,
      businessAddress: '1 Market Road, Kano',
    },
    product: {
      name: 'Sesame seeds',
      category: 'agriculture-farming',
      description: 'Hulled white sesame',
      price: '1200.00',
      currency: 'USD',
      minOrder: 1,
      unit: 'MT',
      origin: 'Nigeria',
      leadTime: 14,
      paymentTerms: 'escrow',
      imageIds: [imageId],
    },
  });
  ok(application, 'application');

  const evidence = await buyer.client.upload('/api/disputes/evidence', 'file', [
    { filename: 'proof.pdf', contentType: 'application/pdf', data: pdfDocument() },
  ]);
  const attachment = await buyer.client.upload('/api/messaging/attachments', 'file', [
    { filename: 'spec.pdf', contentType: 'application/pdf', data: pdfDocument() },
  ]);
  const apiKey = await vendor.client.post('/api/me/api-keys', { name: 'Fuzz integration' });
  ok(apiKey, 'api key');
  ok(await admin.post('/api/admin/fraud/scan'), 'fraud scan');
  const alerts = (await admin.get('/api/admin/fraud/alerts')).body as { items?: { id: string }[] };
  const notifications = (await buyer.client.get('/api/notifications')).body as { items?: { id: string }[] };

  const ids: Record<IdKind, string[]> = {
    user: [victim.userId],
    vendor: [vendor.userId],
    product: [p1.id, p2.id, p3.id],
    order: [released.orderId, delivered.orderId, placed.orderId],
    vendorOrder: [released.vo.id, delivered.vo.id, placed.vo.id],
    checkout: [pending.checkoutId, (quote.body as { checkoutId: string }).checkoutId],
    providerToken: [pending.providerOrderId],
    shipment: [shipmentId],
    dispute: [(dispute.body as { id: string }).id],
    conversation: [conversation.id],
    message: conversation.messages.map((m) => m.id),
    offer: [(offer.body as { id: string }).id],
    ticket: [(ticket.body as { ticketId: string }).ticketId],
    article: [(article.body as { id: string }).id],
    application: [(application.body as { id: string }).id],
    review: ((review.body as { items: { id: string }[] }).items ?? []).map((r) => r.id),
    notification: (notifications.items ?? []).map((n) => n.id),
    apiKey: [(apiKey.body as { id: string }).id],
    fraudAlert: (alerts.items ?? []).map((a) => a.id),
    upload: [
      imageId,
      (evidence.body as { id?: string }).id ?? '',
      (attachment.body as { id?: string }).id ?? '',
    ].filter(Boolean),
  };

  async function healthy(role: Role): Promise<boolean> {
    const res = await clients[role].get('/api/auth/session');
    const user = (res.body as { user: { id: string; activeRole: string } | null }).user;
    if (!user || user.id !== userIds[role]) return false;
    if (user.activeRole !== ACTIVE_ROLE[role]) {
      const back = await clients[role].put('/api/me/active-role', { role: ACTIVE_ROLE[role] });
      return back.status === 200;
    }
    return true;
  }

  return {
    userIds,
    ids,
    client: async (role) => clients[role],
    restore: async () => {
      const { updateUser } = await import('../src/modules/auth/auth.repository.ts');
      for (const role of Object.keys(clients) as Role[]) {
        if (await healthy(role)) continue;
        // Signed out (logout, another session's revocation) or suspended: put the account back and sign in again.
        await updateUser(env.deps.db, userIds[role], {
          status: 'active',
          activeRole: ACTIVE_ROLE[role],
          ...(role === 'victim' ? { roles: ['buyer' as const] } : {}),
        });
        clients[role] = await sessionClient(env, userIds[role]);
        if (!(await healthy(role))) throw new Error(`could not restore the ${role}'s session`);
      }
    },
  };
}
