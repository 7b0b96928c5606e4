import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
import { csrf, DEMO, DEMO_PASSWORD } from './helpers';
import { linkIn, waitForMail } from './mail';
import { vendorReleaseCents, type VendorOrderMoney } from './order-flows';

/**
 * API steps shared by the vendor verification, payout and billing browser tests: the parts a test sets up rather than
 * checks (accounts, an onboarding submission, a paid, shipped and received order).
 */

export const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

export async function pngBuffer(width = 600, height = 400, color = '#b45309'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A JSON call with the CSRF header; fails the test on an error answer. */
export async function call<T = Record<string, unknown>>(
  api: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await csrf(api);
  const res = await api.fetch(path, {
    method,
    headers: { 'x-csrf-token': token },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiLogin(api: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  await call(api, 'POST', '/api/auth/login', { email, password });
}

/** Registers an account, confirms the e-mail with the link that was sent, and signs in (API). */
export async function registerVerified(
  api: APIRequestContext,
  input: { name: string; email: string; password: string; role: 'buyer' | 'vendor' },
): Promise<void> {
  await call(api, 'POST', '/api/auth/register', {
    name: input.name,
    email: input.email,
    password: input.password,
    confirmPassword: input.password,
    role: input.role,
    acceptTerms: true,
  });
  const mail = await waitForMail(input.email, (m) => m.text.includes('/verify-email'));
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token') ?? '';
  await call(api, 'POST', '/api/auth/verify-email', { token });
  await apiLogin(api, input.email, input.password);
}

export const BUSINESS = {
  businessType: 'Cooperative',
  businessLocation: 'Tamale, Ghana',
  yearEstablished: 2012,
  businessDescription: 'A women-led cooperative producing unrefined shea butter for export.',
  primaryProducts: 'Shea butter, shea nuts',
};

export const CONTACT = {
  contactPerson: 'Abena Owusu',
  contactPhone: '+233 20 123 4567',
  businessAddress: '12 Bolgatanga Road, Tamale',
  website: 'https://shea.example.com',
};

/** The first product of an onboarding: $20 a box, 10 boxes minimum ($200 an order: under the quote limit). */
export function firstProduct(name: string, imageIds: string[]) {
  return {
    name,
    category: 'agriculture-farming',
    description: 'Grade A unrefined shea butter, hand-processed and packed in 10 kg boxes.',
    price: '20.00',
    currency: 'USD',
    minOrder: 10,
    unit: 'Boxes',
    stock: 500,
    specifications: '',
    origin: 'Tamale, Ghana',
    certifications: '',
    shippingWeight: '10',
    shippingDimensions: '40x30x20',
    leadTime: 14,
    paymentTerms: 'escrow',
    tags: ['shea'],
    imageIds,
  };
}

export async function uploadDocument(api: APIRequestContext, filename = 'business-certificate.pdf'): Promise<string> {
  const res = await api.post('/api/verification/documents', {
    headers: { 'x-csrf-token': await csrf(api) },
    multipart: {
      kind: 'businessCert',
      document: { name: filename, mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function uploadProductImage(api: APIRequestContext, color = '#b45309'): Promise<string> {
  const res = await api.post('/api/vendor/product-images', {
    headers: { 'x-csrf-token': await csrf(api) },
    multipart: { images: { name: 'shea.png', mimeType: 'image/png', buffer: await pngBuffer(600, 400, color) } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { images: { id: string }[] }).images[0]!.id;
}

/** Submits the vendor onboarding through the API (a business certificate and the first product). */
export async function submitOnboarding(
  api: APIRequestContext,
  input: { businessName: string; productName: string; contactEmail: string },
): Promise<{ applicationId: string; productId: string }> {
  const documentId = await uploadDocument(api);
  const imageId = await uploadProductImage(api);
  const app = await call<{ id: string; productId: string }>(api, 'POST', '/api/vendor/onboarding', {
    business: { ...BUSINESS, businessName: input.businessName },
    contact: { ...CONTACT, contactEmail: input.contactEmail },
    documentIds: [documentId],
    product: firstProduct(input.productName, [imageId]),
  });
  return { applicationId: app.id, productId: app.productId };
}

/**
 * The demo buyer orders `productId` (its minimum quantity) and pays in the sandbox; the vendor (signed in on
 * `vendorApi`, active role vendor) accepts and buys a label; the buyer confirms receipt, which releases the escrow.
 * Returns the vendor's share: the part's subtotal minus the 5% seller fee, plus the shipping the buyer paid, minus the
 * label bought through the platform (issue 17).
 */
export async function sellAndRelease(
  buyerApi: APIRequestContext,
  vendorApi: APIRequestContext,
  productId: string,
  vendorName: string,
): Promise<{ orderId: string; vendorOrderId: string; releasedCents: number }> {
  await apiLogin(buyerApi, DEMO.buyer);
  const cart = (await (await buyerApi.get('/api/cart')).json()) as { lines?: { productId: string }[] };
  for (const line of cart.lines ?? []) await call(buyerApi, 'DELETE', `/api/cart/items/${line.productId}`);
  const product = (await (await buyerApi.get(`/api/products/${productId}`)).json()) as { minOrder: number };
  await call(buyerApi, 'POST', '/api/cart/items', { productId, quantity: product.minOrder });
  const checkout = await call<{ checkoutId: string; providerOrderId: string }>(buyerApi, 'POST', '/api/checkout', {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-payout-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await call(buyerApi, 'POST', `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`);
  const { orderId } = await call<{ orderId: string }>(buyerApi, 'POST', `/api/checkout/${checkout.checkoutId}/capture`);
  const order = (await (await buyerApi.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: { id: string; subtotalCents: number }[];
  };
  const vo = order.vendorOrders[0]!;

  await call(vendorApi, 'POST', `/api/vendor/orders/${vo.id}/accept`);
  const created = await call<{ shipment_id: string; rates: { rate_id: string }[] }>(
    vendorApi,
    'POST',
    '/api/shipments',
    {
      orderId,
      vendorOrderId: vo.id,
      address_from: {
        name: vendorName,
        street1: '12 Bolgatanga Road',
        city: 'Tamale',
        zip: 'NT-001',
        country: 'GH',
        phone: '+233 20 123 4567',
      },
      address_to: {
        name: 'Claire Dubois',
        street1: '12 Rue de Rivoli',
        city: 'Paris',
        zip: '75001',
        country: 'FR',
        phone: '+33 1 44 55 66 77',
      },
      parcel: { length: 40, width: 30, height: 20, distance_unit: 'cm', weight: 10, mass_unit: 'kg' },
      customs: {
        description: 'Shea butter',
        hs_code: '1515',
        value_amount: vo.subtotalCents / 100,
        value_currency: 'USD',
        origin_country: 'GH',
        incoterms: 'DDP',
      },
    },
  );
  await call(vendorApi, 'POST', `/api/shipments/${created.shipment_id}/buy`, {
    rate_id: created.rates[0]!.rate_id,
    label_file_type: 'PDF',
  });
  // no carrier delivery event (a label only): the buyer states the goods are in hand
  await call(buyerApi, 'POST', `/api/orders/vendor-orders/${vo.id}/confirm-receipt`, { goodsInHand: true });
  const after = (await (await buyerApi.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: (VendorOrderMoney & { escrowStatus: string })[];
  };
  const released = after.vendorOrders[0]!;
  expect(released.escrowStatus).toBe('RELEASED');
  expect(released.labelCostCents, 'the label bought through the platform').toBeGreaterThan(0);
  return { orderId, vendorOrderId: vo.id, releasedCents: vendorReleaseCents(released, vo.subtotalCents) };
}
