import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { pdfDocument, productBody } from '../../../test/fixtures.ts';
import { RFQ_LIMITS } from '@app/shared/rfqs';
import { closeDueRfqs, matchingVendors } from './rfqs.service.ts';
import { findRfq } from './rfqs.repository.ts';

type User = Awaited<ReturnType<typeof signUp>>;

let env: TestEnv;
let buyer: User;
let otherBuyer: User;
let capped: User; // posts 20 requests
// Signed up before the tests: requests send e-mails to the matching vendors, and a sign-up's mail would queue behind.
let quotaVendor: User;
let quotaBuyers: User[];
let brickVendor: User;
let brickBuyer: User;
let cocoa: User; // vendor in agriculture-farming
let shea: User; // vendor in agriculture-farming
let fabric: User; // vendor in textiles-clothing only
let cocoaProduct: string;
let sheaProduct: string;
let fabricProduct: string;

// The test clock starts at 2026-11-21T10:00Z.
function request(overrides: Record<string, unknown> = {}) {
  return {
    product: 'Fermented cocoa beans, grade 1',
    category: 'agriculture-farming',
    quantity: 40,
    unit: 'MT',
    targetUnitPrice: '2300.00',
    currency: 'USD',
    destinationCountry: 'Netherlands',
    incoterm: 'FOB',
    neededBy: '2027-01-15',
    certifications: ['Fairtrade', ' Fairtrade ', 'Organic'],
    details: 'Bean count at most 100 per 100 g.',
    closesOn: '2026-12-05',
    ...overrides,
  };
}

function quote(productId: string, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    unitPrice: '2400.00',
    currency: 'USD',
    quantity: 40,
    leadTimeDays: 21,
    incoterm: 'FOB',
    shippingEstimate: '4000.00',
    validUntil: '2026-12-20',
    note: 'Price includes jute bags.',
    ...overrides,
  };
}

async function post(b: User = buyer, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await b.client.post('/api/rfqs', request(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function kinds(userId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    env.deps.db,
    sql`select kind from notifications where user_id = ${userId} order by created_at`,
  );
  return rows.map((r) => r.kind);
}

beforeAll(async () => {
  env = await createTestEnv();
  [buyer, otherBuyer, capped, cocoa, shea, fabric] = await Promise.all([
    signUp(env),
    signUp(env),
    signUp(env),
    signUp(env, { role: 'vendor', name: 'Kofi Cocoa' }),
    signUp(env, { role: 'vendor', name: 'Amina Shea' }),
    signUp(env, { role: 'vendor', name: 'Bisi Fabric' }),
  ]);
  [quotaVendor, brickVendor, brickBuyer, ...quotaBuyers] = await Promise.all([
    signUp(env, { role: 'vendor' }),
    signUp(env, { role: 'vendor' }),
    signUp(env),
    signUp(env),
    signUp(env),
  ]);
  const product = async (v: User, body: Record<string, unknown>) => {
    const res = await v.client.post('/api/vendor/products', productBody(body));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  cocoaProduct = await product(cocoa, { name: 'Cocoa Beans', price: '2450.00', stock: 500 });
  sheaProduct = await product(shea, { name: 'Cocoa Beans (Kumasi)', price: '2500.00', stock: 500 });
  fabricProduct = await product(fabric, {
    name: 'Kente cloth',
    category: 'textiles-clothing',
    price: '40.00',
    unit: 'Yards',
  });
  // Shea is verified: it ranks first among the matching vendors.
  await env.deps.db.execute(sql`update users set kyc_status = 'VERIFIED' where id = ${shea.userId}`);
});
afterAll(async () => {
  await env.close();
});

describe('posting a buying request', () => {
  it('refuses a closing date in the past or more than 60 days ahead, with the field named', async () => {
    const past = await buyer.client.post('/api/rfqs', request({ closesOn: '2026-11-20' }));
    expect(past.status).toBe(400);
    expect(past.body.error.details.fields.closesOn).toMatch(/today or later/);
    const far = await buyer.client.post('/api/rfqs', request({ closesOn: '2027-02-01' }));
    expect(far.status).toBe(400);
    expect(far.body.error.details.fields.closesOn).toMatch(/60 days/);
  });

  it('is for buyers: a vendor cannot post one', async () => {
    expect((await cocoa.client.post('/api/rfqs', request())).status).toBe(403);
  });

  it('matches the vendors of its category, verified first, and tells them in the app and by e-mail', async () => {
    const id = await post();
    const rfq = (await findRfq(env.deps.db, id))!;
    expect(rfq.certifications).toEqual(['Fairtrade', 'Organic']);
    expect(rfq.targetUnitPriceCents).toBe(230_000);
    const ranked = await matchingVendors(env.deps, rfq);
    expect(ranked.slice(0, 2)).toEqual([shea.userId, cocoa.userId]);
    expect(ranked).not.toContain(fabric.userId);
    expect(await kinds(cocoa.userId)).toContain('rfq.matched');
    expect(await kinds(fabric.userId)).not.toContain('rfq.matched');
    const mail = await env.smtp.waitFor(cocoa.email, (m) => m.subject.includes('New buying request'));
    expect(mail.text).toContain(`/rfqs/${id}`);
  });

  it('lists open requests to the vendors of its category only, and hides the request from other buyers', async () => {
    const id = await post();
    const open = await cocoa.client.get('/api/rfqs/open');
    expect(open.status).toBe(200);
    expect(open.body.items.map((r: { id: string }) => r.id)).toContain(id);
    expect(open.body.quota).toMatchObject({ limit: RFQ_LIMITS.quotesPerVendorPerMonth });
    expect((await fabric.client.get('/api/rfqs/open')).body.items.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await fabric.client.get(`/api/rfqs/${id}`)).status).toBe(404);
    expect((await otherBuyer.client.get(`/api/rfqs/${id}`)).status).toBe(404);
    expect((await otherBuyer.client.get('/api/rfqs')).body.items).toEqual([]);
    expect((await buyer.client.get(`/api/rfqs/${id}`)).body.role).toBe('buyer');
    expect((await cocoa.client.get(`/api/rfqs/${id}`)).body.role).toBe('vendor');
  });
});

describe("a request's files", () => {
  it('are private to its readers, checked by content, and cannot be taken by another request', async () => {
    const upload = async (who: User, name: string) =>
      (
        await who.client.upload('/api/messaging/attachments', 'file', [
          { filename: name, contentType: 'application/pdf', data: pdfDocument() },
        ])
      ).body as { id: string };
    const spec = await upload(buyer, 'bean-spec.pdf');
    const id = await post(buyer, { attachmentIds: [spec.id] });
    const detail = await buyer.client.get(`/api/rfqs/${id}`);
    expect(detail.body.rfq.attachments).toEqual([
      expect.objectContaining({
        id: spec.id,
        filename: 'bean-spec.pdf',
        url: `/api/rfqs/${id}/attachments/${spec.id}`,
      }),
    ]);
    const url = detail.body.rfq.attachments[0].url as string;
    // the buyer and a vendor of the category read it; another buyer and a vendor of another category do not
    for (const reader of [buyer, cocoa]) {
      const res = await reader.client.raw(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await otherBuyer.client.raw(url)).statusCode).toBe(404);
    expect((await fabric.client.raw(url)).statusCode).toBe(404);
    // nor through another request it does not belong to
    const other = await post(otherBuyer);
    expect((await otherBuyer.client.raw(`/api/rfqs/${other}/attachments/${spec.id}`)).statusCode).toBe(404);
    // a file already on a request cannot join another, nor can someone else's file
    const reuse = await buyer.client.post('/api/rfqs', request({ attachmentIds: [spec.id] }));
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.details.fields.attachmentIds).toBeTruthy();
    const theirs = await upload(otherBuyer, 'their.pdf');
    expect((await buyer.client.post('/api/rfqs', request({ attachmentIds: [theirs.id] }))).status).toBe(400);
    // a repost keeps the files
    await buyer.client.post(`/api/rfqs/${id}/close`);
    const repost = await buyer.client.post(`/api/rfqs/${id}/repost`, { closesOn: '2026-12-10' });
    expect(repost.body.attachments).toHaveLength(1);
    expect((await cocoa.client.raw(repost.body.attachments[0].url as string)).statusCode).toBe(200);
  });
});

describe('quoting', () => {
  it('takes a quote on an own product of the category, and refuses a second live one', async () => {
    const id = await post();
    const res = await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.offer).toMatchObject({ rfqId: id, status: 'SENT', unitPriceCents: 240_000 });
    // (2400 x 40 + 4000) / 40 = 2500
    expect(res.body.landedUnitCents).toBe(250_000);
    const again = await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct, { unitPrice: '2350.00' }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already have a live quote/);
    // the vendor sees their own quote, in the request and in the tab
    const mine = await cocoa.client.get(`/api/rfqs/${id}`);
    expect(mine.body.quotes).toHaveLength(1);
    const tab = await cocoa.client.get('/api/rfqs/open');
    expect(tab.body.items.find((r: { id: string }) => r.id === id).myQuote.id).toBe(res.body.offer.id);
    // the buyer was told
    expect(await kinds(buyer.userId)).toContain('offer.received');
  });

  it('of two quotes sent at once by one vendor, takes one', async () => {
    const id = await post();
    const results = await Promise.all([
      shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct)),
      shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct, { unitPrice: '2390.00' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await buyer.client.get(`/api/rfqs/${id}`)).body.quotes).toHaveLength(1);
  });

  it("refuses another vendor's product, a product of another category, and a vendor outside it", async () => {
    const id = await post();
    const foreign = await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct));
    expect(foreign.status).toBe(403);
    const otherCategory = await fabric.client.post(`/api/rfqs/${id}/quotes`, quote(fabricProduct));
    expect(otherCategory.status).toBe(400);
    expect(otherCategory.body.error.details.fields.productId).toMatch(/category/);
    expect((await buyer.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct))).status).toBe(403);
  });

  it('refuses an unverified vendor where the buyer asked for verified suppliers', async () => {
    const id = await post(buyer, { verifiedOnly: true });
    const res = await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/verified suppliers only/);
    expect((await cocoa.client.get('/api/rfqs/open')).body.items.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct))).status).toBe(201);
  });

  it('refuses a quote after the closing day, and the closing job closes the request and its quotes', async () => {
    const id = await post(buyer, { closesOn: '2026-11-22' });
    const sent = await shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct));
    expect(sent.status).toBe(201);
    env.clock.set(new Date('2026-11-23T08:00:00Z'));
    try {
      const late = await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct));
      expect(late.status).toBe(409);
      expect(late.body.error.message).toMatch(/closed/);
      expect((await buyer.client.get(`/api/rfqs/${id}`)).body.rfq.status).toBe('CLOSED');
      expect(await closeDueRfqs(env.deps)).toBeGreaterThanOrEqual(1);
      expect((await findRfq(env.deps.db, id))!.status).toBe('CLOSED');
      const detail = await buyer.client.get(`/api/rfqs/${id}`);
      expect(detail.body.quotes[0].offer.status).toBe('REJECTED');
      expect(await kinds(shea.userId)).toContain('rfq.closed');
      // a second run finds nothing more to close
      expect(await closeDueRfqs(env.deps)).toBe(0);
    } finally {
      env.clock.reset();
    }
  });

  it('counts quotes against a monthly quota of 20', async () => {
    const vendor = quotaVendor;
    const pid = (await vendor.client.post('/api/vendor/products', productBody({ name: 'Cashew nuts' }))).body.id;
    // Requests from two fresh buyers (each may have 20 open).
    const buyers = quotaBuyers;
    for (let i = 0; i < RFQ_LIMITS.quotesPerVendorPerMonth; i++) {
      const id = await post(buyers[i % 2]);
      const res = await vendor.client.post(`/api/rfqs/${id}/quotes`, quote(pid));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await vendor.client.get('/api/rfqs/open')).body.quota).toEqual({ used: 20, limit: 20 });
    const id = await post(buyers[0]);
    const over = await vendor.client.post(`/api/rfqs/${id}/quotes`, quote(pid));
    expect(over.status).toBe(409);
    expect(over.body.error.message).toMatch(/20 quotes/);
    // a new month, a new quota
    env.clock.set(new Date('2026-12-01T09:00:00Z'));
    try {
      const next = await vendor.client.post(`/api/rfqs/${id}/quotes`, quote(pid, { validUntil: '2026-12-20' }));
      expect(next.status, JSON.stringify(next.body)).toBe(201);
    } finally {
      env.clock.reset();
    }
  });
});

describe('comparing and accepting', () => {
  it('lists the quotes cheapest landed price first, converting currencies', async () => {
    const id = await post();
    // 2400 USD + 4000 shipping over 40 = 2500 landed; 2450 USD with no shipping = 2450 landed: the cheaper
    await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct));
    await shea.client.post(
      `/api/rfqs/${id}/quotes`,
      quote(sheaProduct, { unitPrice: '2450.00', shippingEstimate: '' }),
    );
    const detail = await buyer.client.get(`/api/rfqs/${id}`);
    expect(detail.body.quotes.map((q: { vendorName: string }) => q.vendorName)).toEqual(['Amina Shea', 'Kofi Cocoa']);
    expect(detail.body.quotes[0]).toMatchObject({ vendorVerified: true, landedUnitCents: 245_000 });
    expect(detail.body.quotes[1]).toMatchObject({ vendorVerified: false, landedUnitCents: 250_000 });
    expect(detail.body.rfq.quoteCount).toBe(2);
    // the buyer shortlists one; the vendor never sees the mark
    const shortlisted = detail.body.quotes[1].offer.id as string;
    const marked = await buyer.client.post(`/api/rfqs/${id}/quotes/${shortlisted}/shortlist`, { shortlisted: true });
    expect(marked.status).toBe(200);
    expect(marked.body.quotes.map((q: { shortlisted: boolean }) => q.shortlisted)).toEqual([false, true]);
    expect((await cocoa.client.get(`/api/rfqs/${id}`)).body.quotes[0].shortlisted).toBe(false);
    expect(
      (await cocoa.client.post(`/api/rfqs/${id}/quotes/${shortlisted}/shortlist`, { shortlisted: true })).status,
    ).toBe(403);
    const unmarked = await buyer.client.post(`/api/rfqs/${id}/quotes/${shortlisted}/shortlist`, { shortlisted: false });
    expect(unmarked.body.quotes.every((q: { shortlisted: boolean }) => !q.shortlisted)).toBe(true);
    // a vendor sees their own quote only
    expect(
      (await cocoa.client.get(`/api/rfqs/${id}`)).body.quotes.map((q: { vendorName: string }) => q.vendorName),
    ).toEqual(['Kofi Cocoa']);
  });

  it('of two accepts at once, one wins: its quote is in the cart, the request awarded, the other quote rejected', async () => {
    const id = await post();
    const a = (await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct))).body.offer.id as string;
    const b = (await shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct, { unitPrice: '2380.00' }))).body
      .offer.id as string;
    // the generic accept refuses a request's quote: it is accepted on the request
    const generic = await buyer.client.post(`/api/offers/${a}/accept`);
    expect(generic.status).toBe(409);
    // another buyer cannot accept it
    expect((await otherBuyer.client.post(`/api/rfqs/${id}/quotes/${a}/accept`)).status).toBe(404);
    const results = await Promise.all([
      buyer.client.post(`/api/rfqs/${id}/quotes/${a}/accept`),
      buyer.client.post(`/api/rfqs/${id}/quotes/${b}/accept`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? a : b;
    const loser = winner === a ? b : a;
    const detail = await buyer.client.get(`/api/rfqs/${id}`);
    expect(detail.body.rfq).toMatchObject({ status: 'AWARDED', awardedOfferId: winner });
    const statuses = Object.fromEntries(
      detail.body.quotes.map((q: { offer: { id: string; status: string } }) => [q.offer.id, q.offer.status]),
    );
    expect(statuses).toEqual({ [winner]: 'ACCEPTED', [loser]: 'REJECTED' });
    const cart = (await buyer.client.get('/api/cart')).body;
    const line = cart.lines.find((l: { offerId: string | null }) => l.offerId === winner);
    expect(line).toMatchObject({ quantity: 40, unitPrice: winner === a ? '2400.00' : '2380.00' });
    const loserVendor = loser === a ? cocoa : shea;
    expect(await kinds(loserVendor.userId)).toContain('rfq.closed');
    // nothing more on an awarded request
    expect((await buyer.client.post(`/api/rfqs/${id}/quotes/${loser}/accept`)).status).toBe(409);
    expect((await fabric.client.post(`/api/rfqs/${id}/quotes`, quote(fabricProduct))).status).not.toBe(201);
  });

  it('refuses a quote of another request, and an expired quote (kept expired)', async () => {
    const first = await post();
    const second = await post();
    const q = (await cocoa.client.post(`/api/rfqs/${first}/quotes`, quote(cocoaProduct, { validUntil: '2026-11-22' })))
      .body.offer.id as string;
    expect((await buyer.client.post(`/api/rfqs/${second}/quotes/${q}/accept`)).status).toBe(404);
    env.clock.set(new Date('2026-11-23T08:00:00Z'));
    try {
      const res = await buyer.client.post(`/api/rfqs/${first}/quotes/${q}/accept`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('OFFER_EXPIRED');
    } finally {
      env.clock.reset();
    }
    const detail = await buyer.client.get(`/api/rfqs/${first}`);
    expect(detail.body.quotes[0].offer.status).toBe('EXPIRED');
    expect(detail.body.rfq.status).toBe('OPEN');
  });
});

describe('closing early and reposting', () => {
  it('the buyer closes: quotes rejected, no more quotes; a repost is a new open copy', async () => {
    const id = await post();
    await cocoa.client.post(`/api/rfqs/${id}/quotes`, quote(cocoaProduct));
    expect((await otherBuyer.client.post(`/api/rfqs/${id}/close`)).status).toBe(404);
    const closed = await buyer.client.post(`/api/rfqs/${id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('CLOSED');
    expect((await buyer.client.post(`/api/rfqs/${id}/close`)).status).toBe(409);
    expect((await shea.client.post(`/api/rfqs/${id}/quotes`, quote(sheaProduct))).status).toBe(409);
    expect((await buyer.client.get(`/api/rfqs/${id}`)).body.quotes[0].offer.status).toBe('REJECTED');

    const repost = await buyer.client.post(`/api/rfqs/${id}/repost`, { closesOn: '2026-12-10' });
    expect(repost.status, JSON.stringify(repost.body)).toBe(201);
    expect(repost.body).toMatchObject({ status: 'OPEN', product: 'Fermented cocoa beans, grade 1', quoteCount: 0 });
    expect(repost.body.id).not.toBe(id);
    expect((await cocoa.client.post(`/api/rfqs/${repost.body.id}/quotes`, quote(cocoaProduct))).status).toBe(201);
  });

  it('caps open requests per buyer at 20', async () => {
    const b = capped;
    for (let i = 0; i < RFQ_LIMITS.openPerBuyer; i++) await post(b);
    const over = await b.client.post('/api/rfqs', request());
    expect(over.status).toBe(409);
    expect(over.body.error.message).toMatch(/20 open buying requests/);
  });
});

describe("the vendor's conversion figures", () => {
  it('count requests matched, quotes sent, accepted and ordered over 90 days; a won quote checks out at its price', async () => {
    const [vendor, b] = [brickVendor, brickBuyer];
    const pid = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({
          name: 'Laterite bricks',
          category: 'building-construction',
          price: '10.00',
          unit: 'Pieces',
          minOrder: 10,
          paymentTerms: 'escrow',
        }),
      )
    ).body.id as string;
    const empty = await vendor.client.get('/api/rfqs/figures');
    expect(empty.body).toMatchObject({ days: 90, matched: 0, quoted: 0, requestToQuote: null, quoteToOrder: null });
    const ask = { category: 'building-construction', product: 'Laterite bricks', unit: 'Pieces', quantity: 20 };
    const [first, second] = [await post(b, ask), await post(b, ask)];
    const bricks = { unitPrice: '9.00', quantity: 20, shippingEstimate: '' };
    const won = (await vendor.client.post(`/api/rfqs/${first}/quotes`, quote(pid, bricks))).body.offer.id as string;
    expect((await vendor.client.post(`/api/rfqs/${second}/quotes`, quote(pid, bricks))).status).toBe(201);
    expect((await b.client.post(`/api/rfqs/${first}/quotes/${won}/accept`)).status).toBe(200);
    const pay = await payForCart(b.client);
    // 20 x 9.00 at the quoted price (not the listed 10.00), plus the 10% fee
    expect(pay).toMatchObject({ subtotalCents: 18_000, totalCents: 19_800 });
    expect((await b.client.post(`/api/checkout/${pay.checkoutId}/capture`)).status).toBe(200);
    const figures = await vendor.client.get('/api/rfqs/figures');
    expect(figures.body).toEqual({
      days: 90,
      matched: 2,
      quoted: 2,
      accepted: 1,
      ordered: 1,
      requestToQuote: 1,
      quoteToOrder: 0.5,
    });
    expect((await b.client.get('/api/rfqs/figures')).status).toBe(403);
  });
});
