/**
 * Object-level access, generated from the routes the app actually registered (routeTable), so it cannot drift from the
 * code (ARCHITECTURE.md §3, "Access": ownership is checked in the use case with the caller's id).
 *
 * Every route whose URL names an object (a path parameter) and that a non-admin may call must have an entry in CASES:
 * - an ownership case: how to name an object of party A from the fixture world; a signed-in stranger of the owner's
 *   role (and of the other role where the route lets it in) is refused (403/404, an error, nothing of the object in the
 *   answer); on a read, the owner (and the counterparty who shares the object) gets an answer; on a write, the owner's
 *   view of the object is the same after the strangers' attempts, and the body sent is one the route's schema accepts,
 *   so the refusal is about ownership and not validation;
 * - or `callerScoped`: the parameter names a public thing and the route acts only on the caller's own data (the
 *   reason says so); the optional proof shows a stranger's call leaves party A's data as it was.
 * A new route without its entry, or an entry for a route that no longer exists, fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiClient, createTestEnv, type TestEnv } from '../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../test/flows.ts';
import { pdfDocument, pngImage, productBody } from '../../test/fixtures.ts';
import { LibreTranslateLoopback } from '../../test/libretranslate-loopback.ts';
import { buy, deliver, listProduct, releasedOrder, ship, signInAdmin, type Party } from '../../test/trade-flows.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

type Who = 'buyerA' | 'buyerB' | 'vendorA' | 'vendorB';
const ROLE: Record<Who, 'buyer' | 'vendor'> = {
  buyerA: 'buyer',
  buyerB: 'buyer',
  vendorA: 'vendor',
  vendorB: 'vendor',
};

/** Distinctive texts of party A's objects: a stranger's answer must never contain them. */
const PRODUCT_NAME = 'Ownership shea butter lot QZX';
const INQUIRY_TEXT = 'We need ten tonnes of the QZX lot delivered to Le Havre before Christmas, please.';
const DISPUTE_TEXT = 'Three QZX sacks arrived torn and soaked through.';
const REVIEW_TEXT = 'QZX lot packed well and the supplier answered fast.';
const OFFER_NOTE = 'QZX price includes export packing.';
const EVIDENCE_FILE = 'qzx-torn-sacks.png';
const ATTACHMENT_FILE = 'qzx-specification.pdf';
const VERIFICATION_FILE = 'qzx-business-certificate.pdf';
const LC_NUMBER = 'QZX-LC-7731';
const RFQ_PRODUCT = 'QZX tantalite concentrate';

/** Party A's objects (buyer A and vendor A trade with each other), built once. */
interface World {
  product: { id: string; name: string };
  bigProduct: { id: string };
  /** Paid, not yet accepted (vendor order PLACED); a shipment created for it, label not bought. */
  placed: { orderId: string; voId: string };
  pendingShipment: { id: string; rateId: string };
  /** A 30-70 order where vendor A showed production started, with a photo (issue 18). */
  production: { voId: string; photoId: string };
  /** Shipped (label bought), delivered; a dispute OPEN on it with buyer A's evidence. */
  shipped: { orderId: string; voId: string; shipmentId: string; trackingNumber: string };
  /** Delivered, with a dispute where vendor A OFFERED a refund. */
  offeredDisputeId: string;
  openDispute: { id: string; evidenceId: string };
  /** Released; buyer A reviewed vendor A. */
  released: { voId: string; reviewId: string };
  /** A bank-transfer quote with its fee set (the pro-forma invoice exists). */
  quote: { checkoutId: string; reference: string };
  /** Buyer A's letter of credit for that quote (issue 18), under review. */
  letterId: string;
  /** A card checkout started, not approved. */
  pending: { checkoutId: string; token: string };
  /** Open thread buyer A <-> vendor A about the product, with an attachment, a reply unread by buyer A, quotes. */
  conversation: { id: string; inquiryMessageId: string; attachmentId: string };
  closedConversationId: string;
  openOffer: { id: string };
  acceptedOffer: { id: string };
  /** Buyer A's buying request in a category only vendor A sells in, with vendor A's open quote (issue 22). */
  rfq: { id: string; quoteId: string; productId: string; attachmentId: string };
  verificationDocId: string;
  apiKey: { id: string; key: string };
  notificationId: string;
  /** Buyer A's second session (another browser). */
  secondSession: { id: string; client: ApiClient };
}

interface OwnershipCase {
  /** The path parameters naming party A's object. */
  params: (w: World) => Record<string, string>;
  /** The owner, and the counterparty who legitimately shares the object: on a read, each gets an answer. */
  owners: Who[];
  /**
   * Signed-in strangers: always one of the owner's role; also of the other role where the route lets it in. On a
   * route that also accepts a vendor API key, vendor B's key is tried as well.
   */
  strangers: Who[];
  /** Writes: a body the route's schema accepts (checked), so a refusal is about ownership, not validation. */
  body?: (w: World) => unknown;
  /** Texts of the object (besides the parameters) that must not appear in a stranger's answer. */
  secrets?: (w: World) => string[];
  /** Writes: the owner's view of the object, read before and after the strangers' attempts; it must not change. */
  probe?: (w: World) => Promise<unknown>;
  /** A write that only reads (e.g. a translation): the owners' call must be answered too. */
  ownersMayCall?: true;
}

interface CallerScopedCase {
  /** Why the parameter names no private object: what it names and whose data the route acts on. */
  callerScoped: string;
  /**
   * A stranger calls the route (and is answered: it acts on their own data) with a parameter that would change party
   * A's data if the route acted on it (a PUT names a thing A has not added, a DELETE one A has); A's data stays as it was.
   */
  proof?: {
    as: Who;
    params: (w: World) => Record<string, string>;
    body?: unknown;
    probe: (w: World) => Promise<unknown>;
  };
}

type Case = OwnershipCase | CallerScopedCase;

let env: TestEnv;
let lt: LibreTranslateLoopback;
let party: Record<Who, Party>;
let admin: ApiClient;
/** Vendor B through an integration (x-api-key, no session), for the routes that also accept an API key. */
let vendorBApiKey: string;
const w = {} as World;
let routes: Map<string, RouteEntry>;

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Routes naming an object that a non-admin may call: the ones CASES must cover. */
function selectedRoutes(all: readonly RouteEntry[]): RouteEntry[] {
  return all.filter(
    (r) =>
      r.method !== 'HEAD' &&
      /:[A-Za-z]/.test(r.url) &&
      r.access !== 'public' &&
      !(Array.isArray(r.access) && r.access.length === 1 && r.access[0] === 'admin'),
  );
}

/* ---------- reading party A's objects (the owner's view) ---------- */

async function getOk(who: Who | ApiClient, url: string) {
  const client = typeof who === 'string' ? party[who].client : who;
  const res = await client.get(url);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function vendorOrderState(orderId: string, voId: string) {
  const order = await getOk('buyerA', `/api/orders/${orderId}`);
  const vo = (
    order.vendorOrders as { id: string; status: string; escrowStatus: string; plan: { balanceStatus: string } }[]
  ).find((v) => v.id === voId)!;
  return { status: vo.status, escrowStatus: vo.escrowStatus, balanceStatus: vo.plan.balanceStatus };
}

async function disputeState(id: string) {
  const d = await getOk('buyerA', `/api/disputes/${id}`);
  return {
    status: d.status,
    vendorResponse: d.vendorResponse,
    offerCents: d.offerCents,
    messages: d.messages.length,
    timeline: d.timeline.length,
  };
}

async function conversationState(id: string) {
  const c = await getOk('buyerA', `/api/messaging/conversations/${id}`);
  return {
    status: c.status,
    unreadCount: c.unreadCount,
    messages: (c.messages as { id: string; seen: boolean }[]).map((m) => [m.id, m.seen]),
  };
}

async function offersState(conversationId: string) {
  const list = await getOk('buyerA', `/api/messaging/conversations/${conversationId}/offers`);
  return (list.items as { id: string; status: string }[]).map((o) => [o.id, o.status]);
}

async function offerState(id: string) {
  const o = await getOk('buyerA', `/api/offers/${id}`);
  return { status: o.status, orderId: o.orderId ?? null };
}

async function rfqState(id: string) {
  const d = await getOk('buyerA', `/api/rfqs/${id}`);
  return {
    status: d.rfq.status,
    quotes: (d.quotes as { offer: { id: string; status: string } }[]).map((q) => [q.offer.id, q.offer.status]),
    mine: ((await getOk('buyerA', '/api/rfqs')).items as unknown[]).length,
  };
}

async function cartLines(who: Who) {
  const cart = await getOk(who, '/api/cart');
  return (cart.lines as { productId: string; quantity: number; offerId?: string | null }[]).map((l) => [
    l.productId,
    l.quantity,
    l.offerId ?? null,
  ]);
}

async function pendingCheckoutState() {
  const viaCheckout = await getOk('buyerA', `/api/checkout/provider-order/${w.pending.token}`);
  const viaSandbox = await getOk('buyerA', `/api/payments/sandbox/orders/${w.pending.token}`);
  return { checkout: viaCheckout, sandbox: viaSandbox.status };
}

async function vendorProductState() {
  const p = await getOk('vendorA', `/api/vendor/products/${w.product.id}`);
  return { name: p.name, price: p.price, status: p.status, availableStock: p.availableStock, minOrder: p.minOrder };
}

const offerInput = (note = 'A stranger quotes here.') => ({
  unitPrice: '30.00',
  currency: 'USD',
  quantity: 10,
  leadTimeDays: 14,
  incoterm: 'FOB',
  shippingEstimate: '120.00',
  validUntil: '2026-11-30',
  note,
});

/* ---------- the table ---------- */

const CASES: Record<string, Case> = {
  // account
  'DELETE /api/me/api-keys/:id': {
    params: (w) => ({ id: w.apiKey.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    probe: async () => (await getOk('vendorA', '/api/me/api-keys')).items.map((k: { id: string }) => k.id),
  },
  'DELETE /api/me/sessions/:id': {
    params: (w) => ({ id: w.secondSession.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    probe: async (w) => ({
      listed: (await getOk('buyerA', '/api/me/sessions')).map((s: { id: string }) => s.id).includes(w.secondSession.id),
      stillSignedIn: (await w.secondSession.client.get('/api/me')).status,
    }),
  },
  'POST /api/notifications/:id/read': {
    params: (w) => ({ id: w.notificationId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    probe: async (w) =>
      (await getOk('buyerA', '/api/notifications?limit=50')).items.find(
        (n: { id: string }) => n.id === w.notificationId,
      ),
  },

  // catalog
  'GET /api/vendor/products/:id': {
    params: (w) => ({ id: w.product.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: () => [PRODUCT_NAME],
  },
  'PUT /api/vendor/products/:id': {
    params: (w) => ({ id: w.product.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: () => productBody({ name: 'Taken over by a stranger', price: '1.00', minOrder: 1, stock: 1 }),
    secrets: () => [PRODUCT_NAME],
    probe: vendorProductState,
  },
  'DELETE /api/vendor/products/:id': {
    params: (w) => ({ id: w.product.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    probe: vendorProductState,
  },

  // cart, saved products, followed suppliers: the caller's own lists
  'PUT /api/cart/items/:productId': {
    callerScoped:
      "the product is public (any buyer may buy it); the route sets the quantity in the caller's own cart (auth.user.id), never another user's",
    proof: {
      as: 'buyerB',
      params: (w) => ({ productId: w.bigProduct.id }),
      body: { quantity: 1 },
      probe: () => cartLines('buyerA'),
    },
  },
  'DELETE /api/cart/items/:productId': {
    callerScoped:
      "the product is public; the route removes it from the caller's own cart (auth.user.id), never another user's",
    proof: { as: 'buyerB', params: (w) => ({ productId: w.product.id }), probe: () => cartLines('buyerA') },
  },
  'PUT /api/saved/products/:productId': {
    callerScoped: "the product is public; the route adds it to the caller's own saved list (auth.user.id)",
    proof: {
      as: 'buyerB',
      params: (w) => ({ productId: w.bigProduct.id }),
      probe: async () => (await getOk('buyerA', '/api/saved/ids')).productIds,
    },
  },
  'DELETE /api/saved/products/:productId': {
    callerScoped: "the product is public; the route removes it from the caller's own saved list (auth.user.id)",
    proof: {
      as: 'buyerB',
      params: (w) => ({ productId: w.product.id }),
      probe: async () => (await getOk('buyerA', '/api/saved/ids')).productIds,
    },
  },
  'PUT /api/suppliers/:vendorId/follow': {
    callerScoped:
      "the supplier's public profile; the route adds it to the caller's own followed suppliers (auth.user.id)",
    proof: {
      as: 'buyerB',
      params: () => ({ vendorId: party.vendorB.userId }),
      probe: async () => (await getOk('buyerA', '/api/saved/ids')).vendorIds,
    },
  },
  'DELETE /api/suppliers/:vendorId/follow': {
    callerScoped:
      "the supplier's public profile; the route removes it from the caller's own followed suppliers (auth.user.id)",
    proof: {
      as: 'buyerB',
      params: () => ({ vendorId: party.vendorA.userId }),
      probe: async () => (await getOk('buyerA', '/api/saved/ids')).vendorIds,
    },
  },

  // checkout, orders, payments
  'POST /api/checkout/:id/capture': {
    params: (w) => ({ id: w.pending.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.pending.token],
    probe: pendingCheckoutState,
  },
  'GET /api/checkout/:id/payment': {
    params: (w) => ({ id: w.pending.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.pending.token],
  },
  'POST /api/payments/:rail/test-phone/:checkoutId': {
    params: (w) => ({ rail: 'mpesa', checkoutId: w.pending.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ answer: 'pin' }),
    probe: pendingCheckoutState,
  },
  'GET /api/orders/:id': {
    params: (w) => ({ id: w.placed.orderId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.placed.voId, PRODUCT_NAME],
  },
  'GET /api/orders/:id/invoice.pdf': {
    params: (w) => ({ id: w.placed.orderId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
  },
  'GET /api/vendor/statements/:month.pdf': {
    callerScoped: "the month names no object; the route renders the caller's own statement (auth.user.id)",
  },
  'GET /api/vendor/statements/:month.csv': {
    callerScoped: "the month names no object; the route renders the caller's own statement (auth.user.id)",
  },
  'POST /api/vendor/orders/:id/accept': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'POST /api/vendor/orders/:id/cancel': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: () => ({ reason: 'A stranger cancels this order' }),
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'GET /api/checkout/:id/proforma.pdf': {
    params: (w) => ({ id: w.quote.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.quote.reference],
  },
  'GET /api/checkout/:id/proforma': {
    params: (w) => ({ id: w.quote.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.quote.reference, 'QZX quote'],
  },
  'POST /api/checkout/:id/letter-of-credit': {
    params: (w) => ({ id: w.quote.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.quote.reference, LC_NUMBER],
    probe: async (w) => (await getOk('buyerA', `/api/checkout/${w.quote.checkoutId}/proforma`)).letterOfCredit,
  },
  'GET /api/checkout/:id/letter-of-credit/:letterId/document': {
    params: (w) => ({ id: w.quote.checkoutId, letterId: w.letterId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [LC_NUMBER],
  },
  'POST /api/checkout/:id/cancel': {
    params: (w) => ({ id: w.quote.checkoutId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.quote.reference],
    probe: async (w) => (await getOk('buyerA', `/api/checkout/${w.quote.checkoutId}/proforma`)).status,
  },
  'GET /api/checkout/provider-order/:token': {
    params: (w) => ({ token: w.pending.token }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.pending.checkoutId],
  },
  'GET /api/payments/sandbox/orders/:token': {
    params: (w) => ({ token: w.pending.token }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.pending.checkoutId, 'amountCents', 'CREATED'],
  },
  'POST /api/payments/sandbox/orders/:token/approve': {
    params: (w) => ({ token: w.pending.token }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.pending.checkoutId],
    probe: pendingCheckoutState,
  },

  // shipping
  'POST /api/shipments/:id/buy': {
    params: (w) => ({ id: w.pendingShipment.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: (w) => ({ rate_id: w.pendingShipment.rateId }),
    probe: async (w) => ({
      rates: await getOk('vendorA', `/api/shipments/${w.pendingShipment.id}/rates`),
      order: await vendorOrderState(w.placed.orderId, w.placed.voId),
    }),
  },
  'GET /api/shipments/:id/rates': {
    params: (w) => ({ id: w.pendingShipment.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: (w) => [w.pendingShipment.rateId],
  },
  'POST /api/shipments/:id/requote': {
    params: (w) => ({ id: w.pendingShipment.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: (w) => [w.pendingShipment.rateId],
    probe: async (w) => getOk('vendorA', `/api/shipments/${w.pendingShipment.id}/rates`),
  },
  'POST /api/shipments/:id/cancel': {
    params: (w) => ({ id: w.pendingShipment.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    probe: async (w) => getOk('vendorA', `/api/shipments/${w.pendingShipment.id}/rates`),
  },
  'GET /api/shipments/:id/label.pdf': {
    params: (w) => ({ id: w.shipped.shipmentId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: (w) => [w.shipped.trackingNumber],
  },
  'GET /api/shipments/:id/commercial-invoice.pdf': {
    params: (w) => ({ id: w.shipped.shipmentId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.shipped.trackingNumber, PRODUCT_NAME],
  },
  'GET /api/shipments/:id/packing-list.pdf': {
    params: (w) => ({ id: w.shipped.shipmentId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.shipped.trackingNumber, PRODUCT_NAME],
  },
  'GET /api/tracking/:shipmentId': {
    params: (w) => ({ shipmentId: w.shipped.shipmentId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.shipped.trackingNumber],
  },
  'POST /api/orders/vendor-orders/:id/cancel-late': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['buyerA'],
    // the vendor of the order is no owner here: only its buyer invokes the ship-by guarantee
    strangers: ['buyerB', 'vendorB', 'vendorA'],
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'POST /api/orders/vendor-orders/:id/ready-to-ship': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'POST /api/orders/vendor-orders/:id/production-started': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['vendorA'],
    strangers: ['vendorB', 'buyerA'],
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'GET /api/orders/vendor-orders/:id/production-photos/:photoId': {
    params: (w) => ({ id: w.production.voId, photoId: w.production.photoId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
  },
  'POST /api/orders/vendor-orders/:id/cancel-unpaid': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'POST /api/orders/vendor-orders/:id/balance/checkout': {
    params: (w) => ({ id: w.placed.voId }),
    owners: ['buyerA'],
    // only the order's buyer pays its balance; its vendor is no payer
    strangers: ['buyerB', 'vendorB', 'vendorA'],
    body: () => ({ idempotencyKey: 'ownership-balance-1' }),
    secrets: () => [PRODUCT_NAME],
    probe: (w) => vendorOrderState(w.placed.orderId, w.placed.voId),
  },
  'POST /api/orders/vendor-orders/:id/confirm-receipt': {
    params: (w) => ({ id: w.shipped.voId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ goodsInHand: true }),
    probe: (w) => vendorOrderState(w.shipped.orderId, w.shipped.voId),
  },

  // verification
  'GET /api/verification/documents/:id': {
    params: (w) => ({ id: w.verificationDocId }),
    owners: ['vendorA'],
    strangers: ['vendorB', 'buyerB'],
    secrets: () => [VERIFICATION_FILE],
  },

  // disputes
  'GET /api/disputes/evidence/:id': {
    params: (w) => ({ id: w.openDispute.evidenceId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [EVIDENCE_FILE],
  },
  'GET /api/disputes/order/:orderId': {
    params: (w) => ({ orderId: w.shipped.orderId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.shipped.voId, w.openDispute.id],
  },
  'GET /api/disputes/:id': {
    params: (w) => ({ id: w.openDispute.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [DISPUTE_TEXT, EVIDENCE_FILE],
  },
  'POST /api/disputes/:id/respond': {
    params: (w) => ({ id: w.openDispute.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: () => ({ action: 'OFFER', offerCents: 1000, statement: 'A stranger offers a refund.' }),
    secrets: () => [DISPUTE_TEXT],
    probe: (w) => disputeState(w.openDispute.id),
  },
  'POST /api/disputes/:id/offer': {
    params: (w) => ({ id: w.offeredDisputeId }),
    owners: ['buyerA'],
    strangers: ['buyerB'],
    body: () => ({ decision: 'ACCEPT' }),
    probe: (w) => disputeState(w.offeredDisputeId),
  },
  'POST /api/disputes/:id/messages': {
    params: (w) => ({ id: w.openDispute.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ body: 'A stranger writes in this dispute.', evidenceIds: [] }),
    secrets: () => [DISPUTE_TEXT],
    probe: (w) => disputeState(w.openDispute.id),
  },

  // messaging
  'GET /api/messaging/attachments/:id': {
    params: (w) => ({ id: w.conversation.attachmentId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [ATTACHMENT_FILE],
  },
  'GET /api/messaging/conversations/:id': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [INQUIRY_TEXT, PRODUCT_NAME, w.conversation.inquiryMessageId],
  },
  'POST /api/messaging/conversations/:id/messages': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ body: 'A stranger joins the thread.' }),
    secrets: () => [INQUIRY_TEXT],
    probe: (w) => conversationState(w.conversation.id),
  },
  'POST /api/messaging/conversations/:id/close': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [INQUIRY_TEXT],
    probe: (w) => conversationState(w.conversation.id),
  },
  'POST /api/messaging/conversations/:id/reopen': {
    params: (w) => ({ id: w.closedConversationId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    probe: (w) => conversationState(w.closedConversationId),
  },
  'POST /api/messaging/conversations/:id/read': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    probe: async (w) => ({
      buyer: await conversationState(w.conversation.id),
      vendor: (await getOk('vendorA', `/api/messaging/conversations/${w.conversation.id}`)).unreadCount,
    }),
  },
  'GET /api/messaging/conversations/:id/offers': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [w.openOffer.id, w.acceptedOffer.id, OFFER_NOTE],
  },
  'POST /api/messaging/conversations/:id/offers': {
    params: (w) => ({ id: w.conversation.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: () => offerInput(),
    secrets: (w) => [w.openOffer.id, OFFER_NOTE],
    probe: (w) => offersState(w.conversation.id),
  },
  'POST /api/translation/conversations/:conversationId/messages/:messageId': {
    params: (w) => ({ conversationId: w.conversation.id, messageId: w.conversation.inquiryMessageId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ target: 'fr' }),
    secrets: () => [INQUIRY_TEXT, 'QZX'],
    probe: (w) => conversationState(w.conversation.id),
    ownersMayCall: true,
  },

  // quotes
  'GET /api/offers/:offerId': {
    params: (w) => ({ offerId: w.openOffer.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [OFFER_NOTE, PRODUCT_NAME],
  },
  'POST /api/offers/:offerId/accept': {
    params: (w) => ({ offerId: w.openOffer.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [OFFER_NOTE],
    probe: async (w) => ({ offer: await offerState(w.openOffer.id), strangerCart: await cartLines('buyerB') }),
  },
  'POST /api/offers/:offerId/reject': {
    params: (w) => ({ offerId: w.openOffer.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [OFFER_NOTE],
    probe: (w) => offerState(w.openOffer.id),
  },
  'POST /api/offers/:offerId/counter': {
    params: (w) => ({ offerId: w.openOffer.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ unitPrice: '25.00', currency: 'USD', body: 'A stranger counters.' }),
    secrets: () => [OFFER_NOTE],
    probe: async (w) => ({
      offer: await offerState(w.openOffer.id),
      thread: await conversationState(w.conversation.id),
    }),
  },
  'POST /api/offers/:offerId/cart': {
    params: (w) => ({ offerId: w.acceptedOffer.id }),
    owners: ['buyerA'],
    strangers: ['buyerB'],
    secrets: () => [OFFER_NOTE],
    probe: async (w) => ({ offer: await offerState(w.acceptedOffer.id), strangerCart: await cartLines('buyerB') }),
  },

  // buying requests: the category of buyer A's request is one vendor B does not sell in, so vendor B is a stranger
  'GET /api/rfqs/:id': {
    params: (w) => ({ id: w.rfq.id }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: (w) => [RFQ_PRODUCT, w.rfq.quoteId],
  },
  'GET /api/rfqs/:id/attachments/:attachmentId': {
    params: (w) => ({ id: w.rfq.id, attachmentId: w.rfq.attachmentId }),
    owners: ['buyerA', 'vendorA'],
    strangers: ['buyerB', 'vendorB'],
  },
  'POST /api/rfqs/:id/quotes': {
    params: (w) => ({ id: w.rfq.id }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: (w) => ({ ...offerInput(), productId: w.rfq.productId }),
    secrets: (w) => [RFQ_PRODUCT, w.rfq.quoteId],
    probe: (w) => rfqState(w.rfq.id),
  },
  'POST /api/rfqs/:id/quotes/:offerId/accept': {
    params: (w) => ({ id: w.rfq.id, offerId: w.rfq.quoteId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [RFQ_PRODUCT],
    probe: async (w) => ({ rfq: await rfqState(w.rfq.id), strangerCart: await cartLines('buyerB') }),
  },
  'POST /api/rfqs/:id/quotes/:offerId/shortlist': {
    params: (w) => ({ id: w.rfq.id, offerId: w.rfq.quoteId }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ shortlisted: true }),
    secrets: () => [RFQ_PRODUCT],
    probe: async (w) => (await getOk('buyerA', `/api/rfqs/${w.rfq.id}`)).quotes,
  },
  'POST /api/rfqs/:id/close': {
    params: (w) => ({ id: w.rfq.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    secrets: () => [RFQ_PRODUCT],
    probe: (w) => rfqState(w.rfq.id),
  },
  'POST /api/rfqs/:id/repost': {
    params: (w) => ({ id: w.rfq.id }),
    owners: ['buyerA'],
    strangers: ['buyerB', 'vendorB'],
    body: () => ({ closesOn: '2026-12-10' }),
    secrets: () => [RFQ_PRODUCT],
    probe: (w) => rfqState(w.rfq.id),
  },

  // reviews
  'GET /api/reviews/vendor-orders/:id': {
    params: (w) => ({ id: w.released.voId }),
    owners: ['buyerA'],
    strangers: ['buyerB'],
    secrets: (w) => [REVIEW_TEXT, w.released.reviewId, PRODUCT_NAME],
  },
  'POST /api/reviews/:id/reply': {
    params: (w) => ({ id: w.released.reviewId }),
    owners: ['vendorA'],
    strangers: ['vendorB'],
    body: () => ({ body: 'A stranger answers this review.' }),
    secrets: () => [REVIEW_TEXT],
    probe: async (w) => (await getOk('buyerA', `/api/reviews/vendor-orders/${w.released.voId}`)).vendor,
  },
};

/* ---------- the fixture world ---------- */

function shipmentRequest(orderId: string, vendorOrderId: string) {
  return {
    orderId,
    vendorOrderId,
    address_from: {
      name: 'Kofi',
      street1: '12 Harbour Road',
      city: 'Tema',
      zip: 'GA-001',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: { name: 'Claire Dubois', street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' },
    parcel: { length: 40, width: 30, height: 20, weight: 5 },
  };
}

function created<T = Record<string, unknown>>(res: { status: number; body: unknown }, status = 201): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
}

beforeAll(async () => {
  lt = new LibreTranslateLoopback();
  const translateUrl = await lt.start();
  env = await createTestEnv({ TRANSLATE_URL: `${translateUrl}/`, TRANSLATE_TIMEOUT_MS: '2000' });
  routes = new Map(selectedRoutes(routeTable(env.app)).map((r) => [key(r), r]));
  const [buyerA, buyerB, vendorA, vendorB] = await Promise.all([
    signUp(env, { name: 'Claire Dubois' }),
    signUp(env, { name: 'Stranger Buyer' }),
    signUp(env, { role: 'vendor', name: 'Kofi Mensah' }),
    signUp(env, { role: 'vendor', name: 'Stranger Vendor' }),
  ]);
  party = { buyerA, buyerB, vendorA, vendorB };
  admin = await signInAdmin(env, 'ownership-admin@example.com');

  // Vendor A's products; buyer A's orders in every state the routes act on.
  w.product = await listProduct(vendorA, { name: PRODUCT_NAME });
  w.bigProduct = await listProduct(vendorA, { name: 'QZX container of cashews', price: '1200.00', stock: 5 });

  const placed = await buy(buyerA, [w.product.id]);
  w.placed = { orderId: placed.orderId, voId: placed.vo.id };
  const pendingShipment = created<{ shipment_id: string; rates: { rate_id: string }[] }>(
    await vendorA.client.post('/api/shipments', shipmentRequest(placed.orderId, placed.vo.id)),
    200,
  );
  w.pendingShipment = { id: pendingShipment.shipment_id, rateId: pendingShipment.rates[0]!.rate_id };

  const depositProduct = await listProduct(vendorA, { name: 'QZX woven baskets', paymentTerms: '30-70' });
  const producing = await buy(buyerA, [depositProduct.id]);
  expect(
    (
      await vendorA.client.upload(`/api/orders/vendor-orders/${producing.vo.id}/production-started`, 'photos', [
        { filename: 'qzx-loom.png', contentType: 'image/png', data: await pngImage(64, 48) },
      ])
    ).status,
  ).toBe(204);
  const producingVo = (await buyerA.client.get(`/api/orders/${producing.orderId}`)).body.vendorOrders[0];
  w.production = { voId: producing.vo.id, photoId: producingVo.plan.productionPhotos[0].id };

  const shipped = await buy(buyerA, [w.product.id]);
  const shipmentId = await ship(vendorA, shipped.orderId, shipped.vo.id);
  await deliver(env, admin, shipmentId);
  const tracking = await getOk('buyerA', `/api/tracking/${shipmentId}`);
  w.shipped = {
    orderId: shipped.orderId,
    voId: shipped.vo.id,
    shipmentId,
    trackingNumber: tracking.tracking.tracking_number,
  };

  const offered = await buy(buyerA, [w.product.id]);
  await deliver(env, admin, await ship(vendorA, offered.orderId, offered.vo.id));

  const released = await releasedOrder(env, admin, vendorA, buyerA, [w.product.id]);

  // Disputes: one OPEN with buyer A's evidence, one where vendor A offered a refund.
  const evidence = created<{ id: string }>(
    await buyerA.client.upload('/api/disputes/evidence', 'file', [
      { filename: EVIDENCE_FILE, contentType: 'image/png', data: await pngImage(64, 64) },
    ]),
  );
  const openDispute = created<{ id: string }>(
    await buyerA.client.post('/api/disputes', {
      vendorOrderId: shipped.vo.id,
      reason: 'DAMAGED',
      requestedOutcome: 'FULL_REFUND',
      description: DISPUTE_TEXT,
      evidenceIds: [evidence.id],
    }),
  );
  w.openDispute = { id: openDispute.id, evidenceId: evidence.id };
  const offeredDispute = created<{ id: string }>(
    await buyerA.client.post('/api/disputes', {
      vendorOrderId: offered.vo.id,
      reason: 'NOT_AS_DESCRIBED',
      requestedOutcome: 'FULL_REFUND',
      description: 'The QZX lot is not the grade described.',
    }),
  );
  const offer = created<{ status: string }>(
    await vendorA.client.post(`/api/disputes/${offeredDispute.id}/respond`, {
      action: 'OFFER',
      offerCents: 2500,
      statement: 'We can refund a quarter.',
    }),
    200,
  );
  expect(offer.status).toBe('OFFERED');
  w.offeredDisputeId = offeredDispute.id;

  // A review of vendor A by buyer A.
  const review = created<{ items: { id: string }[] }>(
    await buyerA.client.post('/api/reviews', {
      vendorOrderId: released.vo.id,
      vendor: { rating: 4, body: REVIEW_TEXT },
    }),
  );
  w.released = { voId: released.vo.id, reviewId: review.items[0]!.id };

  // A bank-transfer quote with its fee set, then the cart emptied again.
  await buyerA.client.post('/api/cart/items', { productId: w.bigProduct.id, quantity: 1 });
  const quote = created<{ checkoutId: string; reference: string }>(
    await buyerA.client.post('/api/checkout/quote-request', { ...CHECKOUT_DETAILS, note: 'QZX quote' }),
  );
  created(await admin.post(`/api/admin/quote-requests/${quote.checkoutId}/fee`, { fee: '75.00' }), 200);
  w.quote = { checkoutId: quote.checkoutId, reference: quote.reference };
  const letter = created<{ id: string }>(
    await buyerA.client.upload(
      `/api/checkout/${quote.checkoutId}/letter-of-credit`,
      'document',
      [{ filename: 'qzx-lc-confirmation.pdf', contentType: 'application/pdf', data: pdfDocument() }],
      {
        issuingBank: 'QZX Merchant Bank',
        lcNumber: LC_NUMBER,
        amount: '99999.00',
        expiresOn: new Date(env.clock.now().getTime() + 60 * 86_400_000).toISOString().slice(0, 10),
      },
    ),
  );
  w.letterId = letter.id;
  created(await buyerA.client.delete(`/api/cart/items/${w.bigProduct.id}`), 200);

  // A card checkout started and not approved.
  created(await buyerA.client.post('/api/cart/items', { productId: w.product.id, quantity: 2 }), 200);
  const started = created<{ checkoutId: string; providerOrderId: string }>(
    await buyerA.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'ownership-pending-checkout' }),
    200,
  );
  w.pending = { checkoutId: started.checkoutId, token: started.providerOrderId };

  // A thread buyer A <-> vendor A with an attachment, a reply buyer A has not read, an accepted and an open quote.
  const attachment = created<{ id: string }>(
    await buyerA.client.upload('/api/messaging/attachments', 'file', [
      { filename: ATTACHMENT_FILE, contentType: 'application/pdf', data: pdfDocument() },
    ]),
  );
  const inquiry = (productId: string, message: string, attachmentIds: string[] = []) => ({
    productId,
    quantity: 10,
    unit: 'MT',
    currency: 'USD',
    destinationCountry: 'France',
    message,
    attachmentIds,
  });
  const conversation = created<{ id: string; messages: { id: string }[] }>(
    await buyerA.client.post('/api/messaging/inquiries', inquiry(w.product.id, INQUIRY_TEXT, [attachment.id])),
  );
  w.conversation = { id: conversation.id, inquiryMessageId: conversation.messages[0]!.id, attachmentId: attachment.id };
  const acceptedOffer = created<{ id: string }>(
    await vendorA.client.post(`/api/messaging/conversations/${conversation.id}/offers`, offerInput(OFFER_NOTE)),
  );
  created(await buyerA.client.post(`/api/offers/${acceptedOffer.id}/accept`), 200);
  const openOffer = created<{ id: string; status: string }>(
    await vendorA.client.post(`/api/messaging/conversations/${conversation.id}/offers`, offerInput(OFFER_NOTE)),
  );
  expect(openOffer.status).toBe('SENT');
  w.acceptedOffer = { id: acceptedOffer.id };
  w.openOffer = { id: openOffer.id };
  created(
    await vendorA.client.post(`/api/messaging/conversations/${conversation.id}/messages`, {
      body: 'Yes, we ship from Tema in three weeks.',
    }),
  );
  const closed = created<{ id: string }>(
    await buyerA.client.post(
      '/api/messaging/inquiries',
      inquiry(w.bigProduct.id, 'Could you quote the QZX cashew container to Marseille?'),
    ),
  );
  expect(
    created<{ status: string }>(await vendorA.client.post(`/api/messaging/conversations/${closed.id}/close`), 200)
      .status,
  ).toBe('closed');
  w.closedConversationId = closed.id;

  // Buyer A's buying request in a category only vendor A sells in, and vendor A's open quote on it.
  const ore = await listProduct(vendorA, { name: 'QZX ore lot', category: 'minerals-mining' });
  const rfqFile = created<{ id: string }>(
    await buyerA.client.upload('/api/messaging/attachments', 'file', [
      { filename: 'qzx-assay.pdf', contentType: 'application/pdf', data: pdfDocument() },
    ]),
  );
  const rfq = created<{ id: string }>(
    await buyerA.client.post('/api/rfqs', {
      product: RFQ_PRODUCT,
      category: 'minerals-mining',
      quantity: 10,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: 'France',
      incoterm: 'FOB',
      closesOn: '2026-12-05',
      attachmentIds: [rfqFile.id],
    }),
  );
  const rfqQuote = created<{ offer: { id: string } }>(
    await vendorA.client.post(`/api/rfqs/${rfq.id}/quotes`, { ...offerInput(OFFER_NOTE), productId: ore.id }),
  );
  w.rfq = { id: rfq.id, quoteId: rfqQuote.offer.id, productId: ore.id, attachmentId: rfqFile.id };

  // Vendor A's verification document and API key; buyer A's notification, second session, saved product, supplier.
  w.verificationDocId = created<{ id: string }>(
    await vendorA.client.upload(
      '/api/verification/documents',
      'document',
      [{ filename: VERIFICATION_FILE, contentType: 'application/pdf', data: pdfDocument() }],
      { kind: 'businessCert' },
    ),
  ).id;
  w.apiKey = created<{ id: string; key: string }>(await vendorA.client.post('/api/me/api-keys', { name: 'QZX ERP' }));
  vendorBApiKey = created<{ key: string }>(await vendorB.client.post('/api/me/api-keys', { name: 'Stranger ERP' })).key;
  const unread = (await getOk('buyerA', '/api/notifications?limit=50')).items.find(
    (n: { readAt: string | null }) => n.readAt === null,
  );
  expect(unread, 'buyer A has an unread notification').toBeDefined();
  w.notificationId = unread.id;
  const second = new ApiClient(env.app);
  created(await second.post('/api/auth/login', { email: buyerA.email, password: buyerA.password }), 200);
  const secondId = (await getOk(second, '/api/me/sessions')).find((s: { current: boolean }) => s.current).id as string;
  w.secondSession = { id: secondId, client: second };
  created(await buyerA.client.put(`/api/saved/products/${w.product.id}`), 200);
  created(await buyerA.client.put(`/api/suppliers/${vendorA.userId}/follow`), 200);
}, 120_000);

afterAll(async () => {
  await env?.close();
  await lt?.stop();
});

/* ---------- the checks ---------- */

/** The route's URL with the case's parameters, each one checked against the route's own params schema. */
function urlOf(route: RouteEntry, params: Record<string, string>): string {
  const schema = (route.schema as { params?: z.ZodType } | undefined)?.params;
  if (schema)
    expect(schema.safeParse(params).success, `${key(route)}: parameters ${JSON.stringify(params)} are valid`).toBe(
      true,
    );
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key(route)}: the case gives no value for :${name}`);
    return encodeURIComponent(value);
  });
}

function bodyFor(route: RouteEntry, body: unknown): unknown {
  const schema = (route.schema as { body?: z.ZodType } | undefined)?.body;
  if (schema) {
    const parsed = schema.safeParse(body);
    expect(
      parsed.success,
      `${key(route)}: the body sent is one the route accepts (${JSON.stringify(parsed.error?.issues)})`,
    ).toBe(true);
  }
  return body ?? (route.method === 'DELETE' ? undefined : {});
}

async function send(who: Who | { apiKey: string }, route: RouteEntry, url: string, body: unknown) {
  if (typeof who !== 'string') {
    // An integration: the key alone, no cookies (so no CSRF token either).
    const res = await env.app.inject({
      method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url,
      headers: { 'x-api-key': who.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(res.body) : null;
    return { status: res.statusCode, text: res.body, json };
  }
  const client = party[who].client;
  if (route.method === 'GET') {
    const res = await client.raw(url);
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(res.body) : null;
    return { status: res.statusCode, text: res.body, json };
  }
  const res = await client.request(route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, body);
  return { status: res.status, text: JSON.stringify(res.body), json: res.body };
}

describe('object-level access (every route naming an object, from the route table)', () => {
  it('every route with a path parameter that a non-admin may call has its case here, and every case a route', () => {
    const selected = [...routes.keys()];
    expect(selected.length, 'routes selected from the route table').toBeGreaterThan(40);
    const missing = selected.filter((k) => !(k in CASES));
    const stale = Object.keys(CASES).filter((k) => !routes.has(k));
    expect(
      missing,
      `Routes naming an object without an ownership case in src/http/ownership.test.ts (add one, or callerScoped with the reason):\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
    expect(
      stale,
      `Cases in src/http/ownership.test.ts for routes that no longer exist (or are now public/admin-only):\n  ${stale.join('\n  ')}\n`,
    ).toEqual([]);
  });

  for (const [name, c] of Object.entries(CASES)) {
    if ('callerScoped' in c) {
      it(`${name}: acts on the caller's own data only`, async () => {
        const route = routes.get(name);
        expect(route, `${name} is a registered route`).toBeDefined();
        expect(c.callerScoped).toMatch(/caller's own/);
        if (!c.proof) return;
        const before = await c.proof.probe(w);
        const res = await send(c.proof.as, route!, urlOf(route!, c.proof.params(w)), bodyFor(route!, c.proof.body));
        expect(res.status, `${name} as ${c.proof.as}: ${res.text}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${name} as ${c.proof.as}: ${res.text}`).toBeLessThan(300);
        expect(await c.proof.probe(w), `${name}: party A's data after a stranger's call`).toEqual(before);
      });
      continue;
    }

    it(`${name}: a stranger is refused; the owner is not`, async () => {
      const route = routes.get(name);
      expect(route, `${name} is a registered route`).toBeDefined();
      const isRead = route!.method === 'GET';
      expect(
        c.strangers.some((s) => ROLE[s] === ROLE[c.owners[0]!]),
        `${name}: a stranger of the owner's role (${ROLE[c.owners[0]!]})`,
      ).toBe(true);
      expect(
        c.strangers.some((s) => c.owners.includes(s)),
        `${name}: strangers are not owners`,
      ).toBe(false);
      if (!isRead) expect(c.probe, `${name}: a write case reads the object before and after (probe)`).toBeDefined();

      const params = c.params(w);
      const url = urlOf(route!, params);
      const body = isRead ? undefined : bodyFor(route!, c.body?.(w));
      const secrets = [...Object.values(params), ...(c.secrets?.(w) ?? [])];
      const before = c.probe ? await c.probe(w) : undefined;

      const strangers: [string, Who | { apiKey: string }][] = c.strangers.map((s) => [s, s]);
      if (route!.apiKey && c.strangers.includes('vendorB'))
        strangers.push(["vendorB's API key", { apiKey: vendorBApiKey }]);
      for (const [stranger, caller] of strangers) {
        const res = await send(caller, route!, url, body);
        expect([403, 404], `${name} as ${stranger} (a stranger): ${res.status} ${res.text.slice(0, 300)}`).toContain(
          res.status,
        );
        expect(res.json?.error, `${name} as ${stranger}: an error answer`).toBeDefined();
        for (const s of secrets)
          expect(res.text, `${name} as ${stranger}: the answer reveals nothing of the object`).not.toContain(s);
      }

      if (c.probe)
        expect(await c.probe(w), `${name}: the owner's object after the strangers' attempts`).toEqual(before);

      if (isRead || c.ownersMayCall) {
        const owners: [string, Who | { apiKey: string }][] = c.owners.map((o) => [o, o]);
        if (route!.apiKey && c.owners.includes('vendorA')) owners.push(["vendorA's API key", { apiKey: w.apiKey.key }]);
        for (const [owner, caller] of owners) {
          const res = await send(caller, route!, url, body);
          expect(res.status, `${name} as ${owner} (owner): ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
          expect(res.status, `${name} as ${owner} (owner): ${res.text.slice(0, 300)}`).toBeLessThan(300);
        }
      }
    });
  }
});
