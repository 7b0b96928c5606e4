import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login } from './helpers';
import { vendorReleaseCents, type VendorOrderMoney } from './order-flows';

const SECRET = 'e2e-carrier-webhook-secret';

async function apiSession(request: APIRequestContext, email: string): Promise<string> {
  const { csrfToken } = (await (await request.get('/api/auth/session')).json()) as { csrfToken: string };
  const res = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': csrfToken },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  // The CSRF token is bound to the session: sign-in gives a new one.
  return ((await (await request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
}

async function carrierEvent(request: APIRequestContext, body: Record<string, string>) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await request.post('/api/shipping/carrier-webhook', {
    headers: {
      'content-type': 'application/json',
      'x-afb-timestamp': ts,
      'x-afb-signature': createHmac('sha256', SECRET).update(`${ts}.${raw}`).digest('hex'),
    },
    data: raw,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('vendor ships, the carrier reports transit and delivery, the buyer confirms receipt, the vendor is paid minus 5%', async ({
  browser,
  request,
}) => {
  // The buyer orders a product of the demo vendor Mensah Cocoa Cooperative (via the API: the UI flow is covered elsewhere).
  const buyer = await browser.newContext();
  const buyerApi = buyer.request;
  const csrf = await apiSession(buyerApi, 'buyer@demo.afribridge.test');
  const products = (await (await buyerApi.get('/api/products?q=kente&limit=5')).json()) as {
    items: { id: string; priceCents: number; minOrder: number; vendorName: string }[];
  };
  const product = products.items.find((p) => p.vendorName === 'Mensah Cocoa Cooperative')!;
  expect(product).toBeTruthy();
  // start from an empty cart (other tests use the same demo buyer)
  const cart = (await (await buyerApi.get('/api/cart')).json()) as { lines: { productId: string }[] };
  for (const line of cart.lines)
    await buyerApi.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': csrf } });
  expect(
    (
      await buyerApi.post('/api/cart/items', {
        headers: { 'x-csrf-token': csrf },
        data: { productId: product.id, quantity: product.minOrder },
      })
    ).status(),
  ).toBe(200);
  const started = (await (
    await buyerApi.post('/api/checkout', {
      headers: { 'x-csrf-token': csrf },
      data: {
        contact: {
          name: 'Claire Dubois',
          email: 'claire@example.com',
          phone: '+33 1 23 45 67 89',
          company: 'Dubois Import',
        },
        shipping: { address: '12 Rue de la Paix', city: 'Paris', country: 'France', postalCode: '75002' },
        idempotencyKey: `e2e-delivery-${Date.now()}`,
      },
    })
  ).json()) as { checkoutId: string; providerOrderId: string };
  await buyerApi.post(`/api/payments/sandbox/orders/${started.providerOrderId}/approve`, {
    headers: { 'x-csrf-token': csrf },
  });
  const { orderId } = (await (
    await buyerApi.post(`/api/checkout/${started.checkoutId}/capture`, { headers: { 'x-csrf-token': csrf } })
  ).json()) as { orderId: string };
  const order = (await (await buyerApi.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: { id: string; subtotalCents: number }[];
  };
  const vo = order.vendorOrders[0]!;

  // The vendor ships it in the shipping dashboard: pick the order, parcel, create, pick a rate, buy the label.
  const vendor = await browser.newContext();
  const vendorPage = await vendor.newPage();
  await login(vendorPage, 'vendor@demo.afribridge.test');
  const before = (await (await vendor.request.get('/api/vendor/balance')).json()) as { availableCents: number };
  await vendorPage.goto(`/shipping?order=${vo.id}`);
  const street = vendorPage.getByLabel('Street address').first();
  if (!(await street.inputValue())) await street.fill('12 Harbour Road');
  const city = vendorPage.getByLabel('City', { exact: true }).first();
  if (!(await city.inputValue())) await city.fill('Tema');
  const zip = vendorPage.getByLabel('Postal code').first();
  if (!(await zip.inputValue())) await zip.fill('GA-001');
  await vendorPage.getByLabel('Length').fill('40');
  await vendorPage.getByLabel('Width').fill('30');
  await vendorPage.getByLabel('Height').fill('20');
  await vendorPage.getByLabel('Weight').fill('3');
  await vendorPage.getByRole('button', { name: 'Create Shipment', exact: true }).click();
  await vendorPage.getByRole('radio').first().check();
  await vendorPage.getByRole('button', { name: 'Buy Label' }).click();
  await expect(vendorPage.getByText('Your label is ready')).toBeVisible();
  const trackingText = await vendorPage.locator('main').textContent();
  const shipments = (await (await vendor.request.get(`/api/tracking/order/${orderId}`)).json()) as {
    shipments: { shipment: { tracking_number: string } }[];
  };
  const trackingNumber = shipments.shipments[0]!.shipment.tracking_number;
  expect(trackingText).toContain(trackingNumber);
  const label = await vendor.request.get(
    `/api/shipments/${(await (await vendor.request.get(`/api/tracking/order/${orderId}`)).json()).shipments[0].shipment.id}/label.pdf`,
  );
  expect(label.headers()['content-type']).toBe('application/pdf');

  // The carrier's signed webhook: in transit, then delivered.
  await carrierEvent(request, {
    event_id: `e2e-${trackingNumber}-1`,
    tracking_number: trackingNumber,
    status: 'TRANSIT',
    description: 'Departed Accra hub',
    city: 'Accra',
    country: 'GH',
    occurred_at: new Date(Date.now() + 1000).toISOString(),
  });
  await carrierEvent(request, {
    event_id: `e2e-${trackingNumber}-2`,
    tracking_number: trackingNumber,
    status: 'DELIVERED',
    description: 'Delivered, signed by C. Dubois',
    city: 'Paris',
    country: 'FR',
    occurred_at: new Date(Date.now() + 2000).toISOString(),
  });

  // Anyone with the order number sees the history, newest first.
  const visitor = await browser.newPage();
  await visitor.goto(`/track/${orderId}`);
  await expect(visitor.getByText('Delivered, signed by C. Dubois')).toBeVisible();
  const text = (await visitor.locator('main').textContent()) ?? '';
  expect(text.indexOf('Delivered, signed by C. Dubois')).toBeLessThan(text.indexOf('Departed Accra hub'));

  // The buyer confirms receipt on the order page; the vendor's available balance rises by the value minus 5%.
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/order-confirmation/${orderId}`);
  await buyerPage.getByRole('button', { name: 'Confirm receipt' }).first().click();
  await buyerPage.getByRole('button', { name: 'Yes, I received them' }).click();
  await expect(buyerPage.getByText('Thank you. The payment has been released to the vendor.')).toBeVisible();
  // ... plus the shipping the buyer paid, less the label the vendor bought here (issue 17)
  const after = (await (await vendor.request.get('/api/vendor/balance')).json()) as { availableCents: number };
  const released = (await (await buyerApi.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: VendorOrderMoney[];
  };
  const paid = released.vendorOrders[0]!;
  expect(paid.shippingCents, 'the buyer paid shipping to Paris').toBeGreaterThan(0);
  expect(paid.labelCostCents, 'the label bought on /shipping').toBeGreaterThan(0);
  expect(after.availableCents - before.availableCents).toBe(vendorReleaseCents(paid, vo.subtotalCents));
});
