import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { apiLogin, call, sellAndRelease } from './vendor-flows';

/**
 * One source for every figure (issue 25): orders through the real flows (paid and held, released, cancelled), then
 * admin Overview, Reports, vendor Billing and the home page must show the same money and counts as the API, at
 * 1366 px and 360 px, with the demo vendors awaiting verification in the admin's queue.
 */

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? `${process.env.E2E_RUN_DIR ?? 'e2e/.run'}/shots-figures`;
const usd = (cents: number) =>
  new Intl.NumberFormat('en-u-nu-latn', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );

interface Money {
  paidIntoEscrowCents: number;
  releasedToVendorsCents: number;
  refundedToBuyersCents: number;
  fees: { buyerCents: number; sellerCents: number; totalCents: number };
  paidOutCents: number;
  labelsRecoveredCents: number;
  heldInEscrowCents: number;
  awaitingPayoutCents: number;
  refundsOwedCents: number;
}

/** The figure under a stat card's label (components/ui/card StatCard). */
function stat(page: Page, label: string) {
  // The USD cards come first; blocks for money paid in other currencies (same labels) follow them.
  return page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]');
}

/** The demo vendor's Kente cloth (USD, minimum order under the $1,000 card limit). */
async function kente(api: APIRequestContext): Promise<{ id: string; minOrder: number }> {
  const found = (await (await api.get('/api/products?q=kente&limit=5')).json()) as {
    items: { id: string; minOrder: number; vendorName: string }[];
  };
  const p = found.items.find((i) => i.vendorName === 'Mensah Cocoa Cooperative');
  expect(p, 'the demo Kente cloth').toBeTruthy();
  return p!;
}

/** The demo buyer pays for one order of `productId`; returns its vendor order id (held in escrow). */
async function paidOrder(api: APIRequestContext, productId: string, quantity: number): Promise<string> {
  await apiLogin(api, DEMO.buyer);
  const cart = (await (await api.get('/api/cart')).json()) as { lines?: { productId: string }[] };
  for (const line of cart.lines ?? []) await call(api, 'DELETE', `/api/cart/items/${line.productId}`);
  await call(api, 'POST', '/api/cart/items', { productId, quantity });
  const checkout = await call<{ checkoutId: string; providerOrderId: string }>(api, 'POST', '/api/checkout', {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-figures-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await call(api, 'POST', `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`);
  const { orderId } = await call<{ orderId: string }>(api, 'POST', `/api/checkout/${checkout.checkoutId}/capture`);
  const order = (await (await api.get(`/api/orders/${orderId}`)).json()) as { vendorOrders: { id: string }[] };
  return order.vendorOrders[0]!.id;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('admin Overview, Reports, vendor Billing and the home page show the same figures', async ({ page, browser }) => {
  test.setTimeout(420_000);
  // Orders through the real flows: one released, one paid and held, one cancelled by the vendor (refunded).
  const buyerCtx = await browser.newContext();
  const vendorCtx = await browser.newContext();
  await apiLogin(vendorCtx.request, DEMO.vendor);
  const product = await kente(buyerCtx.request);
  await sellAndRelease(buyerCtx.request, vendorCtx.request, product.id, 'Mensah Cocoa Cooperative');
  await paidOrder(buyerCtx.request, product.id, product.minOrder);
  const cancelled = await paidOrder(buyerCtx.request, product.id, product.minOrder);
  await call(vendorCtx.request, 'POST', `/api/vendor/orders/${cancelled}/cancel`, { reason: 'Out of this colourway' });

  // What the API says.
  const adminCtx = await browser.newContext();
  await apiLogin(adminCtx.request, DEMO.admin);
  const overview = (await (await adminCtx.request.get('/api/admin/overview')).json()) as {
    money: Money;
    pendingVerifications: number;
  };
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const report = (await (await adminCtx.request.get(`/api/admin/reports?from=${from}&to=${today}`)).json()) as {
    money: Money;
  };
  const vendorMoney = (await (await vendorCtx.request.get('/api/vendor/balance')).json()) as {
    heldCents: number;
    heldGrossCents: number;
    availableCents: number;
    paidOutCents: number;
    heldOrders: number;
  };
  const m = overview.money;
  // The demo data starts with no money: the last 30 days hold all of it.
  for (const k of [
    'paidIntoEscrowCents',
    'releasedToVendorsCents',
    'refundedToBuyersCents',
    'heldInEscrowCents',
    'awaitingPayoutCents',
  ] as const) {
    expect(report.money[k], k).toBe(m[k]);
  }
  expect(report.money.fees).toEqual(m.fees);
  expect(m.heldInEscrowCents).toBeGreaterThan(0);
  expect(m.releasedToVendorsCents).toBeGreaterThan(0);
  expect(m.refundedToBuyersCents).toBeGreaterThan(0);
  expect(m.fees.sellerCents).toBeGreaterThan(0);
  expect(m.fees.totalCents).toBe(m.fees.buyerCents + m.fees.sellerCents);
  // the released order's label (bought through the platform) was taken from the vendor's shipping money (issue 17)
  expect(m.labelsRecoveredCents).toBeGreaterThan(0);
  expect(m.paidIntoEscrowCents).toBe(
    m.heldInEscrowCents +
      m.releasedToVendorsCents +
      m.refundedToBuyersCents +
      m.fees.totalCents +
      m.labelsRecoveredCents,
  );
  expect(vendorMoney.heldOrders).toBeGreaterThanOrEqual(1);
  expect(vendorMoney.heldCents).toBeLessThan(vendorMoney.heldGrossCents);

  // Admin Overview.
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(stat(page, 'Held in escrow now')).toHaveText(usd(m.heldInEscrowCents));
  await expect(stat(page, 'Released to vendors')).toHaveText(usd(m.releasedToVendorsCents));
  await expect(stat(page, 'Refunded to buyers')).toHaveText(usd(m.refundedToBuyersCents));
  await expect(stat(page, 'Fees earned')).toHaveText(usd(m.fees.totalCents));
  await expect(
    page.getByText(`Buyer fees ${usd(m.fees.buyerCents)} + seller fees ${usd(m.fees.sellerCents)}`),
  ).toBeVisible();
  await expect(stat(page, 'Awaiting verification')).toHaveText(String(overview.pendingVerifications));
  await shoot(page, 'admin-overview');

  // Admin Reports (the last 30 days by default): the same figures.
  await page.goto('/admin/dashboard?tab=reports');
  await expect(stat(page, 'Paid into escrow')).toHaveText(usd(m.paidIntoEscrowCents));
  await expect(stat(page, 'Held in escrow')).toHaveText(usd(m.heldInEscrowCents));
  await expect(stat(page, 'Released to vendors (after seller fees)')).toHaveText(usd(m.releasedToVendorsCents));
  await expect(stat(page, 'Seller fees earned')).toHaveText(usd(m.fees.sellerCents));
  await expect(stat(page, 'Buyer fees earned')).toHaveText(usd(m.fees.buyerCents));
  await shoot(page, 'admin-reports');

  // Verifications: the demo vendors awaiting verification are in the queue, with their status.
  await page.goto('/admin/dashboard?tab=verifications');
  await expect(page.getByLabel('Show applications')).toHaveValue('AWAITING');
  for (const name of ['Rift Valley Tea & Crafts', 'Nile Cotton Mills', 'Pearl Tech Assembly']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  }
  await shoot(page, 'admin-verifications');

  // The vendor's Billing: in escrow for them after the seller fee, as the API says.
  const vendorPage = await vendorCtx.newPage(); // signed in by apiLogin above
  await vendorPage.goto('/settings?tab=billing');
  await expect(vendorPage.getByText('In escrow for you (after the seller fee)')).toBeVisible();
  await expect(vendorPage.getByTestId('balance-held').locator('dd').first()).toHaveText(usd(vendorMoney.heldCents));
  await expect(vendorPage.getByTestId('balance-available').locator('dd').first()).toHaveText(
    usd(vendorMoney.availableCents),
  );
  await expect(vendorPage.getByText('buyer fee included')).toHaveCount(0);
  await shoot(vendorPage, 'vendor-billing');

  // The home page: counted figures only, the same as the public endpoint; nothing invented.
  const stats = (await (await page.request.get('/api/platform/stats')).json()) as {
    verifiedVendors: number;
    liveProducts: number;
    supplierCountries: number;
  };
  expect(stats.verifiedVendors).toBeGreaterThanOrEqual(5);
  const home = await browser.newPage();
  await home.goto('/');
  const band = home.getByRole('region', { name: /in numbers/ });
  await expect(band.getByText('Verified suppliers')).toBeVisible();
  await expect(band.locator('dd').first()).toHaveText(String(stats.verifiedVendors));
  await expect(band).toContainText(String(stats.liveProducts));
  await expect(home.getByText(/15,000|2000\+|4\.9\/5|3,847/)).toHaveCount(0);
  await shoot(home, 'home');
  // Arabic, right to left.
  await home.evaluate(() => localStorage.setItem('lang', 'ar'));
  await home.goto('/');
  await expect(home.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(home.getByText('موردون موثَّقون')).toBeVisible();
  await home.screenshot({ path: `${SHOTS}/home-ar-1366.png` });
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/admin/dashboard');
  await expect(page.getByText('المحتجز في الضمان الآن').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-overview-ar-1366.png`, fullPage: true });
  await vendorPage.setViewportSize({ width: 360, height: 780 });
  await vendorPage.evaluate(() => localStorage.setItem('lang', 'ar'));
  await vendorPage.goto('/settings?tab=billing');
  await expect(vendorPage.getByText('محتجز في الضمان لك (بعد رسوم البائع)')).toBeVisible();
  await vendorPage.screenshot({ path: `${SHOTS}/vendor-billing-ar-360.png`, fullPage: true });
  await vendorPage.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.evaluate(() => localStorage.setItem('lang', 'en'));

  await buyerCtx.close();
  await vendorCtx.close();
  await adminCtx.close();
});
