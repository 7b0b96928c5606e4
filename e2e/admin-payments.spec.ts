import { expect, test, type Page } from '@playwright/test';
import { demoCartOfOneProduct } from './order-flows';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * Admin console, Payments: the payments by provider (issue 16). The demo buyer starts a Paystack payment in naira
 * through the API and leaves it unpaid; the admin finds it under Payments filtered by provider and state, with
 * Paystack's reference, and re-checks it with Paystack: not paid yet. The buyer then pays on the TEST MODE Paystack
 * page; the admin reloads and finds it received, with its order.
 * With E2E_SCREENSHOTS_DIR set, the Payments tab is shot at 1366 and 360 px, in English and Arabic.
 */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** "₦136,400.00" from kobo (integers only), as the page shows it in English. */
function naira(kobo: number): string {
  return new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
  }).format(`${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}` as `${number}`);
}

/** The page at 1366 and 360 px, in English then Arabic (reloaded in each language), back in English at 1366 px. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const lang of ['en', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('payment-row').first()).toBeVisible();
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
      // nothing scrolls sideways: on a phone the rows are cards
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
}

/** The page as it is (English), at 1366 then 360 px, back at 1366 px. */
async function shootAsIs(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
    await page.screenshot({ path: `${SHOTS}/${name}-en-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the admin finds a pending Paystack payment, re-checks it with Paystack, then sees it received', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The demo buyer: one demo-vendor product between $50 and $1,000 alone in the cart, a naira quote, the checkout.
  const buyer = await signedIn(browser, DEMO.buyer);
  const { api, token } = buyer;
  await demoCartOfOneProduct(api, token);
  const shipping = { address: '12 Admiralty Way', city: 'Lagos', country: 'Nigeria', postalCode: '101233' };
  const quote = await postJson(api, '/api/checkout/quote', token, { rail: 'paystack', currency: 'NGN', shipping });
  const checkout = (await postJson(api, '/api/checkout', token, {
    contact: { name: 'Adaeze Okafor', email: DEMO.buyer, phone: '+234 802 123 4567', company: '' },
    shipping,
    idempotencyKey: `e2e-adminpay-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    rail: 'paystack',
    quoteId: quote.quoteId,
  })) as {
    checkoutId: string;
    providerOrderId: string;
    approveUrl: string;
    chargeMinor: number;
    chargeCurrency: string;
  };
  expect(checkout.chargeCurrency).toBe('NGN');
  const reference = checkout.providerOrderId;

  // The admin: Payments tab, the Paystack card of the summary (TEST MODE), then Provider = Paystack, State = Pending.
  const admin = await signedIn(browser, DEMO.admin, { width: 1366, height: 900 });
  const page = admin.page;
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Payments' }).click();
  const summary = page.getByTestId('payments-summary-paystack-NGN');
  await expect(summary.getByText('TEST MODE')).toBeVisible();
  await expect(summary.getByTestId('payments-summary-paystack-NGN-pending').getByRole('cell').first()).not.toHaveText(
    '0',
  );
  await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Paystack' });
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/[?&]prail=paystack/);
  await expect(page).toHaveURL(/[?&]pstate=pending/);
  await expect(page).toHaveURL(/[?&]tab=payments/);

  const row = page.getByTestId('payment-row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(reference, { exact: true })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Paystack', { exact: true })).toBeVisible();
  await expect(row.getByText(naira(checkout.chargeMinor), { exact: true })).toBeVisible();
  await expect(row.getByText(/^USD total: \$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(row.getByRole('button', { name: `Copy: ${reference}` })).toBeVisible();
  // every row listed is a pending Paystack payment
  await expect(page.getByTestId('payment-row').filter({ hasNotText: 'Paystack' })).toHaveCount(0);
  await expect(page.getByTestId('payment-row').filter({ hasNotText: 'Pending' })).toHaveCount(0);

  // Re-check with Paystack: the buyer has not paid.
  const recheck = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/payments/${checkout.checkoutId}/recheck`) && r.request().method() === 'POST',
  );
  await row.getByRole('button', { name: 'Re-check with provider' }).click();
  expect((await (await recheck).json()).outcome).toBe('not_paid');
  await expect(row.getByRole('status')).toHaveText('Not paid yet');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Re-check with provider' })).toBeEnabled();
  await shootAsIs(page, 'admin-payments-pending');

  // The buyer pays on the TEST MODE Paystack page and comes back to the order confirmation.
  await buyer.page.goto(checkout.approveUrl);
  await expect(buyer.page.getByText(/TEST MODE/).first()).toBeVisible();
  await buyer.page.getByRole('button', { name: /^Pay (₦|NGN)\s?[\d,]+\.\d{2}$/ }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})$/.exec(buyer.page.url())?.[1];
  expect(orderId, 'on the order confirmation').toBeTruthy();
  await buyer.page.context().close();

  // The admin reloads: the filters stay (in the address); no longer pending, the payment is received, with its order.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('paystack');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('pending');
  await expect(page.getByTestId('payment-row').filter({ hasText: reference })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Received' });
  await expect(row.getByText('Received', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Re-check with provider' })).toHaveCount(0);
  const order = row.getByRole('link', { name: `Order #${orderId!.slice(0, 8).toUpperCase()}` });
  await expect(order).toHaveAttribute('href', `/order-confirmation/${orderId}`);
  await expect(summary.getByTestId('payments-summary-paystack-NGN-received').getByRole('cell').first()).not.toHaveText(
    '0',
  );

  // Clearing the filters lists every provider and state again.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/prail=|pstate=/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(row).toHaveCount(1);
  await shoot(page, 'admin-payments');

  await order.click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`));
  await page.context().close();
});

test('the Payments section says when no payment matches the filters, and when the list cannot be loaded', async ({
  browser,
}) => {
  const admin = await signedIn(browser, DEMO.admin, { width: 1366, height: 900 });
  const page = admin.page;

  // Nothing refunded through MTN MoMo: the section says so and offers to clear the filters.
  await page.goto('/admin/dashboard?tab=payments&prail=momo&pstate=refunded');
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('momo');
  await expect(page.getByRole('heading', { name: 'No payments match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('');
  await expect(page).toHaveURL(/\?tab=payments$/);

  // The server fails: the error is said, with a retry that works once the server answers again.
  let failing = true;
  await page.route('**/api/admin/payments?*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
        })
      : route.fallback(),
  );
  await page.reload();
  // (the query client retries a server error twice before saying so)
  await expect(page.getByText('We could not load the payments.')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByText('We could not load the payments.')).toBeHidden();
  // the list (or, on a database without payments, its empty state)
  await expect(page.getByRole('heading', { name: /^(Latest payment attempts|No payments yet)$/ })).toBeVisible();
  await page.context().close();
});

test('the admin records an M-Pesa refund paid back by hand, and the buyer’s order shows it', async ({ browser }) => {
  test.setTimeout(180_000);
  // The demo buyer pays in shillings with M-Pesa (TEST MODE phone); the demo vendor then cancels the order.
  const buyer = await signedIn(browser, DEMO.buyer);
  const { api, token } = buyer;
  await demoCartOfOneProduct(api, token);
  const shipping = { address: '14 Moi Avenue', city: 'Nairobi', country: 'Kenya', postalCode: '00100' };
  const quote = await postJson(api, '/api/checkout/quote', token, { rail: 'mpesa', currency: 'KES', shipping });
  const checkout = (await postJson(api, '/api/checkout', token, {
    contact: { name: 'Wanjiru Kamau', email: DEMO.buyer, phone: '+254 712 345 678', company: '' },
    shipping,
    idempotencyKey: `e2e-refund-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    rail: 'mpesa',
    quoteId: quote.quoteId,
    payerPhone: '0712 345 678',
  })) as { checkoutId: string };
  await postJson(api, `/api/payments/mpesa/test-phone/${checkout.checkoutId}`, token, { answer: 'pin' });
  const captured = (await postJson(api, `/api/checkout/${checkout.checkoutId}/capture`, token, {})) as {
    orderId: string;
  };
  const order = await (await api.get(`/api/orders/${captured.orderId}`)).json();
  const vendor = await signedIn(browser, DEMO.vendor);
  await postJson(vendor.api, `/api/vendor/orders/${order.vendorOrders[0].id}/cancel`, vendor.token, {
    reason: 'Out of stock for this grade',
  });
  await vendor.page.context().close();

  // The admin finds the shillings owed, to be paid back by hand, and records the M-Pesa payment that sent them.
  const admin = await signedIn(browser, DEMO.admin, { width: 1366, height: 900 });
  await admin.page.goto('/admin/dashboard?tab=payments');
  const row = admin.page.getByTestId(`refund-owed-${captured.orderId}`);
  await expect(row).toContainText('Pay back by hand (M-Pesa)');
  await row.getByLabel('Reference of the payment').fill('ab');
  await row.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(row.getByText(/Enter the reference/)).toBeVisible();
  await row.getByLabel('Reference of the payment').fill('QK7H2M9XYZ');
  await row.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(admin.page.getByTestId('refund-recorded')).toContainText(
    `paid back on order #${captured.orderId.slice(0, 8).toUpperCase()}: the buyer’s order shows it.`,
  );
  await expect(row).toHaveCount(0);
  await admin.page.context().close();

  await buyer.page.goto(`/order-confirmation/${captured.orderId}`);
  await expect(buyer.page.getByTestId('order-refunds')).toContainText('reference manual:QK7H2M9XYZ');
  await buyer.page.context().close();
});
