import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * A 30-70 order in the browser (issue 18): the product page and the cart say what is paid now and later; the buyer
 * pays the deposit and fee; the vendor marks the goods ready to ship, which asks the balance and keeps the Ship action
 * closed; the buyer pays the balance from the order page through the sandbox; the vendor ships, the carrier delivers,
 * the buyer confirms, and the timeline shows every step to both sides, with the money released.
 */
const FES_VENDOR = 'vendor.fes@demo.afribridge.test';

async function emptyCart(api: APIRequestContext, token: string) {
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? [])
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a 30-70 order: deposit at checkout, balance asked when ready and paid from the order page, then shipped and released', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1280, height: 1100 });
  const found = await (await buyer.api.get('/api/products?q=Fes%20Ceramic&limit=5')).json();
  const bowls = found.items.find((p: { name: string }) => p.name === 'Hand-Painted Fes Ceramic Bowls') as {
    id: string;
    minOrder: number;
  };
  expect(bowls, 'the demo Fes bowls (30-70)').toBeTruthy();

  // The product page states the plan before anything is paid.
  await buyer.page.goto(`/products/${bowls.id}`);
  await expect(buyer.page.getByText('30% deposit at order · 70% and shipping before shipment')).toBeVisible();
  await expect(
    buyer.page.getByText(/If you do not pay the balance within 14 days of the vendor's request, the vendor may cancel/),
  ).toBeVisible();

  // The cart says what is paid now and later.
  await emptyCart(buyer.api, buyer.token);
  await postJson(buyer.api, '/api/cart/items', buyer.token, { productId: bowls.id, quantity: bowls.minOrder });
  await buyer.page.goto('/cart');
  await expect(buyer.page.getByText(/^Pay now: \$[\d,.]+ · Later: \$[\d,.]+ before shipment$/)).toBeVisible();

  // The deposit and the fee are charged at checkout (the checkout page itself is covered by checkout.spec.ts).
  const checkout = await postJson(buyer.api, '/api/checkout', buyer.token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-plans-${Date.now()}`,
  });
  expect(checkout.laterCents).toBeGreaterThan(0);
  expect(checkout.chargeMinor).toBe(checkout.totalCents - checkout.laterCents);
  await postJson(buyer.api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, buyer.token);
  const { orderId } = await postJson(buyer.api, `/api/checkout/${checkout.checkoutId}/capture`, buyer.token);
  const placed = await (await buyer.api.get(`/api/orders/${orderId}`)).json();
  const vo = placed.vendorOrders[0];
  expect(vo.plan).toMatchObject({ id: '30-70', balanceStatus: 'PENDING' });
  const balance = money(vo.plan.balanceCents);

  await buyer.page.goto(`/order-confirmation/${orderId}`);
  await expect(buyer.page.getByTestId('paid-at-order')).toContainText(money(checkout.chargeMinor));
  const panel = buyer.page.getByTestId('plan-panel');
  await expect(panel).toContainText('Due when the goods are ready to ship');
  await expect(panel.getByRole('button', { name: /Pay the balance/ })).toHaveCount(0);

  // The vendor accepts, then marks the goods ready: the balance is asked, and Ship stays closed until it is paid.
  const vendor = await signedIn(browser, FES_VENDOR, { width: 1366, height: 1000 });
  await postJson(vendor.api, `/api/vendor/orders/${vo.id}/accept`, vendor.token);
  await vendor.page.goto('/vendor/dashboard?tab=orders');
  const ref = orderId.slice(0, 8).toUpperCase();
  const row = vendor.page.getByRole('row').filter({ hasText: `#${ref}` });
  await row.getByRole('button', { name: `Order ${ref} is ready to ship: ask the buyer for the balance` }).click();
  await expect(row.getByText('The buyer pays the balance before you ship')).toBeVisible();
  await expect(row.getByRole('button', { name: /ready to ship/ })).toHaveCount(0);

  // The buyer pays the balance from the order page, through the sandbox page, and comes back to the order.
  await buyer.page.reload();
  await expect(panel).toContainText(`Balance due: ${balance}`);
  await panel.getByRole('button', { name: `Pay the balance: ${balance}` }).click();
  await expect(buyer.page).toHaveURL(/\/payments\/sandbox\/approve\?token=/);
  await buyer.page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/order-confirmation/${orderId}`));
  await expect(buyer.page.getByTestId('plan-panel').getByTestId('plan-status')).toContainText('Balance paid on');
  const paid = (await (await buyer.api.get(`/api/orders/${orderId}`)).json()).vendorOrders[0];
  expect(paid.plan.balanceStatus).toBe('PAID');

  // Ships (a label), delivered by the carrier, confirmed: both tranches released.
  const created = await postJson(vendor.api, '/api/shipments', vendor.token, {
    orderId,
    vendorOrderId: vo.id,
    address_from: {
      name: 'Atlas Argan & Leather',
      street1: '18 Talaa Kebira',
      city: 'Fes',
      zip: '30000',
      country: 'MA',
      phone: '+212 5 35 00 00 00',
    },
    address_to: {
      name: 'Claire Dubois',
      street1: '12 Rue de Rivoli',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
      phone: '+33 1 44 55 66 77',
    },
    parcel: { length: 40, width: 30, height: 30, distance_unit: 'cm', weight: 22, mass_unit: 'kg' },
  });
  await postJson(vendor.api, `/api/shipments/${created.shipment_id}/buy`, vendor.token, {
    rate_id: created.rates[0].rate_id,
    label_file_type: 'PDF',
  });
  const admin = await signedIn(browser, DEMO.admin);
  const delivered = await postJson(admin.api, `/api/admin/shipments/${created.shipment_id}/events`, admin.token, {
    status: 'DELIVERED',
    description: 'Delivered to reception',
    city: 'Paris',
    country: 'FR',
    occurredAt: new Date().toISOString(),
  });
  expect(delivered.applied).toBe(true);
  await postJson(buyer.api, `/api/orders/vendor-orders/${vo.id}/confirm-receipt`, buyer.token, { goodsInHand: true });

  await buyer.page.reload();
  const planned = buyer.page.getByTestId('plan-panel');
  for (const step of [
    'Deposit paid',
    'Accepted by the vendor',
    'Ready to ship: balance requested',
    'Balance paid',
    'Shipped',
    'Released to the vendor at shipment',
    'Delivered',
    'Payment released to the vendor',
  ])
    await expect(planned).toContainText(step);
  // the deposit reached the vendor when the label was bought (issue 18, decision 022)
  await expect(planned.getByTestId('plan-released')).toHaveText(/\$\d/);
  const done = (await (await buyer.api.get(`/api/orders/${orderId}`)).json()).vendorOrders[0];
  expect(done.escrowStatus).toBe('RELEASED');
  expect(done.timeline.map((s: { step: string }) => s.step)).toEqual([
    'DEPOSIT_PAID',
    'ACCEPTED',
    'BALANCE_REQUESTED',
    'BALANCE_PAID',
    'SHIPPED',
    'RELEASED_AT_SHIPMENT',
    'DELIVERED',
    'RELEASED',
  ]);
  expect(done.plan.releasedCents).toBe(done.plan.depositCents);
  await buyer.page.screenshot({ path: test.info().outputPath('buyer-order-released.png'), fullPage: true });
});
