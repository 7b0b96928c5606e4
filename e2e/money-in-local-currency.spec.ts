import { expect, test, type Page } from '@playwright/test';
import { demoCartOfOneProduct } from './order-flows';
import { DEMO, csrf, login, postJson, signedIn } from './helpers';

/**
 * Money received in a local currency stays in it (decision 018): a buyer pays in naira through Paystack (TEST MODE);
 * the order confirmation shows the naira charge beside the USD total and the part held in escrow in naira; the vendor
 * sees that part in naira on its order list and a naira block in Settings > Billing, apart from the USD figures; so
 * does the admin's Overview.
 *
 * The checkout is started through the API (the checkout page's Paystack flow is paystack-checkout.spec.ts); the buyer
 * then pays on the TEST MODE Paystack page and comes back through /checkout/return like any buyer.
 * With E2E_SCREENSHOTS_DIR set, each page checked is shot at 1366 and 360 px, in English and Arabic.
 */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** "₦1,464,750.00" from kobo (integers only), as the page shows it in English. */
function naira(kobo: number): string {
  return new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
  }).format(`${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}` as `${number}`);
}

/** "$1,234.50" from cents. */
function usd(cents: number): string {
  return new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

/** Full-page screenshots at 1366 and 360 px, in English then Arabic (the page is reloaded in each language). */
async function shoot(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  if (!SHOTS) return;
  for (const lang of ['en', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await ready(page);
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.reload();
}

test('a payment in naira is shown and held in naira, for the buyer and for the vendor', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await login(page, DEMO.buyer);
  const api = page.request;
  const token = await csrf(api);

  // One product of the demo vendor (Mensah Cocoa Cooperative) between $50 and $1,000, alone in the cart.
  await demoCartOfOneProduct(api, token);

  // A naira amount locked for Paystack, then the checkout at that quote.
  // The quote prices the cart delivered to that address: the same destination as the checkout's.
  const shipping = { address: '12 Admiralty Way', city: 'Lagos', country: 'Nigeria', postalCode: '101233' };
  const quote = await postJson(api, '/api/checkout/quote', token, { rail: 'paystack', currency: 'NGN', shipping });
  const checkout = (await postJson(api, '/api/checkout', token, {
    contact: { name: 'Adaeze Okafor', email: DEMO.buyer, phone: '+234 802 123 4567', company: '' },
    shipping,
    idempotencyKey: `e2e-ngn-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    rail: 'paystack',
    quoteId: quote.quoteId,
  })) as { approveUrl: string; chargeCurrency: string; chargeMinor: number; totalCents: number };
  expect(checkout.chargeCurrency).toBe('NGN');
  const charged = naira(checkout.chargeMinor);

  // The buyer pays on the TEST MODE Paystack page and comes back to the order confirmation.
  await page.goto(checkout.approveUrl);
  await expect(page.getByText(/TEST MODE/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay (₦|NGN)\s?[\d,]+\.\d{2}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(orderId, 'on the order confirmation').toBeTruthy();
  const order = await (await api.get(`/api/orders/${orderId}`)).json();
  expect(order.charged).toEqual({ currency: 'NGN', amountMinor: checkout.chargeMinor });
  const settlement = order.vendorOrders[0].settlement as {
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    buyerFeeMinor: number;
  };
  expect(settlement.currency).toBe('NGN');
  // the shipping to Lagos is paid and held in naira with the goods (issue 17)
  expect(order.shippingCents).toBeGreaterThan(0);
  expect(settlement.shippingMinor).toBeGreaterThan(0);

  // USD stays the reference figure; the naira charge is beside it, and the part is held in escrow in naira.
  await expect(page.getByText(`${usd(checkout.totalCents)} USD`, { exact: true })).toBeVisible();
  const chargedLines = page.getByTestId('order-charged');
  await expect(chargedLines.first()).toHaveText(`Charged: ${charged} (NGN) by Paystack`);
  await expect(chargedLines.first()).toBeVisible();
  // the buyer's part held: what they paid for it, the goods, the shipping and the buyer fee (soft: a wrong figure is
  // reported, and the vendor's and the admin's views are still checked)
  expect(settlement.subtotalMinor + settlement.shippingMinor + settlement.buyerFeeMinor).toBe(checkout.chargeMinor);
  await expect
    .soft(page.getByTestId('held-in-currency'))
    .toHaveText(
      `Held in escrow in NGN: ${naira(settlement.subtotalMinor + settlement.shippingMinor + settlement.buyerFeeMinor)}`,
    );
  await shoot(page, 'confirmation-ngn', async (p) => {
    await expect(p.getByTestId('order-charged').first()).toContainText('₦');
  });

  // The buyer's order list says the same.
  await page.goto('/buyer/dashboard?tab=orders');
  const ref = orderId!.slice(0, 8).toUpperCase();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${ref}` }) });
  await expect(item.getByTestId('order-charged')).toHaveText(`Charged: ${charged} (NGN) by Paystack`);
  await shoot(page, 'buyer-orders-ngn', async (p) => {
    await expect(p.getByTestId('order-charged').first()).toContainText('₦');
  });

  // The vendor: the part in naira on its order list, and a naira block in Settings > Billing.
  const vendor = await signedIn(browser, DEMO.vendor, { width: 1280, height: 1000 });
  await vendor.page.goto('/vendor/dashboard?tab=orders');
  const row = vendor.page.getByRole('row').filter({ hasText: `#${ref}` });
  await expect(row.getByTestId('held-in-currency')).toHaveText(
    `Held in escrow in NGN: ${naira(settlement.subtotalMinor)}`,
  );

  const money = (await (await vendor.api.get('/api/vendor/balance')).json()) as {
    otherCurrencies: { currency: string; heldCents: number; heldOrders: number }[];
  };
  const ngn = money.otherCurrencies.find((c) => c.currency === 'NGN');
  expect(ngn, 'the vendor holds naira').toBeTruthy();
  expect(ngn!.heldOrders).toBeGreaterThanOrEqual(1);
  expect(ngn!.heldCents).toBeGreaterThan(0);

  await vendor.page.goto('/settings?tab=billing');
  const block = vendor.page.getByRole('region', { name: 'Paid in NGN' });
  await expect(block).toBeVisible();
  await expect(
    vendor.page.getByText('Paid in another currency: held and paid out in the currency the buyer paid in'),
  ).toBeVisible();
  const held = block.getByTestId('balance-NGN-held');
  await expect(held.getByRole('term')).toHaveText('In escrow for you');
  await expect(held.getByRole('definition')).toHaveText(naira(ngn!.heldCents));
  await expect(block.getByText(`Open orders in escrow: ${ngn!.heldOrders}`)).toBeVisible();
  // the USD figures are not changed by it: the USD tile still shows dollars
  await expect(vendor.page.getByTestId('balance-held').locator('dd').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await shoot(vendor.page, 'billing-ngn', async (p) => {
    await expect(p.getByTestId('balance-NGN-held').locator('dd')).toContainText('₦');
  });
  await vendor.page.goto('/vendor/dashboard?tab=orders');
  await shoot(vendor.page, 'vendor-orders-ngn', async (p) => {
    await expect(p.getByTestId('held-in-currency').first()).toContainText('₦');
  });
  await vendor.page.context().close();

  // The admin's Overview: a naira block apart from the USD money, never added into it.
  const admin = await signedIn(browser, DEMO.admin, { width: 1280, height: 1000 });
  const overview = (await (await admin.api.get('/api/admin/overview')).json()) as {
    money: { heldInEscrowCents: number; otherCurrencies: { currency: string; heldInEscrowCents: number }[] };
  };
  const ledgerNgn = overview.money.otherCurrencies.find((c) => c.currency === 'NGN');
  expect(ledgerNgn, 'the ledger holds naira').toBeTruthy();
  await admin.page.goto('/admin/dashboard');
  const others = admin.page.getByRole('region', { name: 'Other currencies' });
  await expect(others.getByRole('heading', { name: 'Paid in NGN' })).toBeVisible();
  await expect(others.getByTestId('money-NGN-heldInEscrow').getByRole('definition')).toHaveText(
    naira(ledgerNgn!.heldInEscrowCents),
  );
  await shoot(admin.page, 'admin-overview-ngn', async (p) => {
    await expect(p.getByTestId('money-NGN-heldInEscrow').locator('dd')).toContainText('₦');
  });
  await admin.page.context().close();

  // The vendor cancels: the naira go back through Paystack; the buyer's order shows the refund and its reference.
  const seller = await signedIn(browser, DEMO.vendor, { width: 1280, height: 1000 });
  const sellerToken = await csrf(seller.api);
  await postJson(seller.api, `/api/vendor/orders/${order.vendorOrders[0].id}/cancel`, sellerToken, {
    reason: 'Out of stock for this grade',
  });
  await seller.page.context().close();
  const refunded = await (await api.get(`/api/orders/${orderId}`)).json();
  const back = refunded.refunds[0] as { currency: string; paid: { reference: string; amountMinor: number }[] };
  expect(back.currency).toBe('NGN');
  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByTestId('order-refunds')).toContainText(
    `${naira(back.paid[0]!.amountMinor)} refunded by Paystack — reference ${back.paid[0]!.reference}`,
  );
});
