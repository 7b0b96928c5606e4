import { expect, test } from '@playwright/test';
import { csrf, DEMO, DEMO_PASSWORD, login, postJson } from './helpers';

/**
 * A paid order (placed through the API) is accepted and shipped by the vendor through the API (a label, no carrier
 * delivery event); the buyer sees the shipment on the order page, titled "Order shipped", confirms receipt by stating
 * the goods are in hand (required without a delivery event), and the vendor part shows its escrow released.
 */

test('the buyer confirms receipt of a shipped order and the escrow is released', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.buyer);
  const api = page.request;
  const token = await csrf(api);
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? []) {
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
  }
  const byVendor = await (await api.get('/api/products?q=Mensah&limit=48')).json();
  const search = await (await api.get('/api/products?q=cocoa&limit=48')).json();
  const product = [...byVendor.items, ...search.items].find(
    (p: { vendorName: string; currency: string; priceCents: number; minOrder: number }) =>
      p.vendorName === 'Mensah Cocoa Cooperative' && p.currency === 'USD' && p.priceCents * p.minOrder <= 100_000,
  );
  expect(product, 'a demo-vendor product under $1,000').toBeTruthy();
  await postJson(api, '/api/cart/items', token, { productId: product.id, quantity: product.minOrder });
  const checkout = await postJson(api, '/api/checkout', token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-receipt-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await postJson(api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, token);
  const { orderId } = await postJson(api, `/api/checkout/${checkout.checkoutId}/capture`, token);
  const order = await (await api.get(`/api/orders/${orderId}`)).json();
  const vendorOrderId = order.vendorOrders[0].id as string;

  // The vendor accepts and ships through the API.
  const vendor = await browser.newContext();
  let vToken = await csrf(vendor.request);
  await postJson(vendor.request, '/api/auth/login', vToken, { email: DEMO.vendor, password: DEMO_PASSWORD });
  vToken = await csrf(vendor.request);
  await postJson(vendor.request, `/api/vendor/orders/${vendorOrderId}/accept`, vToken);
  const created = await postJson(vendor.request, '/api/shipments', vToken, {
    orderId,
    vendorOrderId,
    address_from: {
      name: 'Mensah Cocoa Cooperative',
      street1: '4 Adum Market Road',
      city: 'Kumasi',
      zip: 'AK-039',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: {
      name: 'Claire Dubois',
      street1: '12 Rue de Rivoli',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
      phone: '+33 1 44 55 66 77',
    },
    parcel: { length: 60, width: 40, height: 30, distance_unit: 'cm', weight: 12.5, mass_unit: 'kg' },
    customs: {
      description: 'Cocoa products',
      hs_code: '1806',
      value_amount: 500,
      value_currency: 'USD',
      origin_country: 'GH',
      incoterms: 'DDP',
    },
  });
  const bought = await postJson(vendor.request, `/api/shipments/${created.shipment_id}/buy`, vToken, {
    rate_id: created.rates[0].rate_id,
    label_file_type: 'PDF',
  });
  await vendor.close();

  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order shipped' })).toBeVisible();
  const part = page.getByTestId('vendor-part');
  await expect(part.getByText(bought.tracking_number)).toBeVisible();
  await expect(part.getByRole('link', { name: 'Track', exact: true })).toHaveAttribute('href', `/track/${orderId}`);
  await expect(part.getByText(/released automatically 7 days after delivery/)).toBeVisible();
  await part.getByRole('button', { name: 'Confirm receipt' }).click();
  // No carrier delivery event yet: an explicit statement that the goods are in hand, checked before it is sent.
  const dialog = page.getByRole('alertdialog', { name: 'Are the goods in your hands?' });
  await expect(dialog).toContainText('The carrier has not reported this parcel delivered yet');
  await dialog.getByRole('button', { name: 'Confirm receipt and release payment' }).click();
  await expect(dialog.getByText('Tick the box to confirm that the goods are in your hands.')).toBeVisible();
  expect((await api.get(`/api/orders/${orderId}`).then((r) => r.json())).vendorOrders[0].escrowStatus).toBe('HELD');
  await dialog.getByRole('checkbox', { name: 'I have received these goods and checked them' }).check();
  await dialog.getByRole('button', { name: 'Confirm receipt and release payment' }).click();
  await expect(page.getByText('Thank you. The payment has been released to the vendor.')).toBeVisible();
  await expect(page.getByText('Escrow released', { exact: true }).first()).toBeVisible();
  await expect(part.getByRole('button', { name: 'Confirm receipt' })).toBeHidden();
  const after = await (await api.get(`/api/orders/${orderId}`)).json();
  expect(after.vendorOrders[0].escrowStatus).toBe('RELEASED');
  await expect(page.getByRole('heading', { name: 'Order completed' })).toBeVisible();
});
