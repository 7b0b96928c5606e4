import { expect, test, type Page } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * The /ai hub's Dispute resolution tab: anonymous visitors see the public counts and the suggestion rules, not the
 * disputes; an admin sees an escalated dispute with its suggested outcome and opens it in the mediator view, which shows
 * both parties' reliability profiles.
 */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the Dispute resolution tab: public counts and rules for everyone, escalated suggestions for admins', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer);
  const vendor = await signedIn(browser, DEMO.vendor);
  const admin = await signedIn(browser, DEMO.admin);

  // An escalated dispute through the API: a paid order, shipped and delivered, disputed, contested by the vendor.
  const cart = await (await buyer.api.get('/api/cart')).json();
  for (const line of cart.lines ?? [])
    await buyer.api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': buyer.token } });
  const found = await (await buyer.api.get('/api/products?q=Mensah&limit=48')).json();
  const product = found.items.find(
    (p: { vendorName: string; currency: string; priceCents: number; minOrder: number }) =>
      p.vendorName === 'Mensah Cocoa Cooperative' &&
      p.currency === 'USD' &&
      p.priceCents * p.minOrder <= 100_000 &&
      p.priceCents * p.minOrder >= 5_000,
  );
  expect(product).toBeTruthy();
  await postJson(buyer.api, '/api/cart/items', buyer.token, { productId: product.id, quantity: product.minOrder });
  const checkout = await postJson(buyer.api, '/api/checkout', buyer.token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-hub-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await postJson(buyer.api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, buyer.token);
  const { orderId } = await postJson(buyer.api, `/api/checkout/${checkout.checkoutId}/capture`, buyer.token);
  const order = await (await buyer.api.get(`/api/orders/${orderId}`)).json();
  const vo = order.vendorOrders[0] as { id: string };
  const created = await postJson(vendor.api, '/api/shipments', vendor.token, {
    orderId,
    vendorOrderId: vo.id,
    address_from: {
      name: 'Mensah Cocoa Cooperative',
      street1: '4 Adum Market Road',
      city: 'Kumasi',
      zip: 'AK-039',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: { name: 'Claire Dubois', street1: '12 Rue de Rivoli', city: 'Paris', zip: '75001', country: 'FR' },
    parcel: { length: 60, width: 40, height: 30, distance_unit: 'cm', weight: 12.5, mass_unit: 'kg' },
  });
  await postJson(vendor.api, `/api/shipments/${created.shipment_id}/buy`, vendor.token, {
    rate_id: created.rates[0].rate_id,
  });
  await postJson(admin.api, `/api/admin/shipments/${created.shipment_id}/events`, admin.token, {
    status: 'DELIVERED',
    description: 'Delivered to reception',
    city: 'Paris',
    country: 'FR',
    occurredAt: new Date().toISOString(),
  });
  const dispute = await postJson(buyer.api, '/api/disputes', buyer.token, {
    vendorOrderId: vo.id,
    reason: 'WRONG_QUANTITY',
    requestedOutcome: 'FULL_REFUND',
    description: 'Only half of the sacks were delivered.',
  });
  await postJson(vendor.api, `/api/disputes/${dispute.id}/respond`, vendor.token, {
    action: 'CONTEST',
    statement: 'All sacks left the warehouse; see the weight on the label.',
  });
  const stats = await (await admin.api.get('/api/disputes/stats')).json();
  expect(stats.escalated).toBeGreaterThanOrEqual(1);

  // Anonymous: the public tiles and the rules; the list is for admins only.
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const a = await anonymous.newPage();
  await a.goto('/ai');
  await a.getByRole('tab', { name: 'Dispute resolution' }).click();
  const tab = a.getByTestId('disputes-hub-tab');
  await expect(tab.getByTestId('tile-disputes-escalated')).toContainText(String(stats.escalated));
  await expect(tab.getByTestId('tile-disputes-open')).toContainText(String(stats.open));
  await expect(tab.getByTestId('suggestion-rules').getByRole('listitem')).toHaveCount(4);
  await expect(tab.getByText('Escalated disputes are visible to admins only')).toBeVisible();
  await expect(tab.getByTestId('escalated-row')).toHaveCount(0);
  await shot(a, 'ai-disputes-anonymous');
  await anonymous.close();

  // Admin: the escalated dispute with its suggestion, opened in the mediator view of the admin console.
  const p = admin.page;
  await p.goto('/ai');
  await p.getByRole('tab', { name: 'Dispute resolution' }).click();
  const row = p.getByTestId('escalated-row').filter({ hasText: `#${dispute.orderRef}` });
  await expect(row).toContainText('Release');
  await expect(row).toContainText('carrier delivered, no buyer evidence');
  await shot(p, 'ai-disputes-admin');
  await row.getByRole('link', { name: `Open the dispute on order #${dispute.orderRef} in the mediator view` }).click();
  await expect(p).toHaveURL(new RegExp(`/admin/dashboard\\?tab=disputes&dispute=${dispute.id}`));
  const view = p.getByTestId('mediator-view');
  await expect(view.getByTestId('party-reliability')).toHaveCount(2);
  await expect(view.getByTestId('buyer-reliability').first()).toBeVisible();
  await expect(view.getByTestId('vendor-reliability').first()).toBeVisible();
  await shot(p, 'mediator-reliability');
});
