import { expect, test, type Page } from '@playwright/test';
import { DEMO, csrf, login, postJson } from './helpers';
import { cartOfOneProduct } from './rail-checkout';

/**
 * Paying in a local currency through Paystack in TEST MODE (the server's built-in Paystack stand-in): the checkout
 * locks a naira amount, the buyer pays on the TEST MODE Paystack page and comes back to the order confirmation; a
 * payment cancelled there says nothing was charged; an expired rate shows the new amount before paying again.
 */

interface Rate {
  currency: string;
  unitsPerUsd: string;
}

/** The checkout with a delivery address in Lagos, Paystack chosen and naira picked. */
async function checkoutInNaira(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Adaeze Okafor');
  await page.getByLabel('Phone Number').fill('+234 802 123 4567');
  await page.getByLabel('Street Address').fill(LAGOS.address);
  await page.getByLabel('City').fill(LAGOS.city);
  await page.getByLabel('Postal Code').fill(LAGOS.postalCode);
  // the country last: shipping is quoted at once for the whole address (a later change is quoted once typing pauses)
  await page.getByLabel('Country').selectOption(LAGOS.country);

  // the default stays the card rail; Paystack is offered beside it, marked TEST MODE
  await expect(page.getByRole('radio', { name: /Card or PayPal/ })).toBeChecked();
  const paystack = page.getByRole('radio', { name: /Card, bank transfer, USSD or mobile money — Paystack/ });
  await expect(paystack).toBeVisible();
  await paystack.check();
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay in', exact: true }).selectOption('NGN');
}

/** The delivery address the checkout is filled with: the cart's shipping is quoted for it. */
const LAGOS = { address: '12 Admiralty Way', city: 'Lagos', country: 'Nigeria', postalCode: '101233' };

/**
 * "₦155,000.00": the checkout total for the Lagos address (goods, shipping and buyer fee, as POST
 * /api/checkout/shipping prices it) at the rate table's NGN rate, half-up, from integers only.
 */
async function expectedNaira(page: Page): Promise<{ amount: string; rate: string }> {
  const priced = (await postJson(page.request, '/api/checkout/shipping', await csrf(page.request), {
    shipping: LAGOS,
  })) as { shippingCents: number; totalCents: number };
  expect(priced.shippingCents, 'the Lagos delivery is charged shipping').toBeGreaterThan(0);
  const rates = ((await (await page.request.get('/api/exchange-rates')).json()) as { items: Rate[] }).items;
  const ngn = rates.find((r) => r.currency === 'NGN')!.unitsPerUsd;
  const [whole, frac = ''] = ngn.split('.');
  const micros = BigInt(whole!) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
  const kobo = (BigInt(priced.totalCents) * micros * 2n + 1_000_000n) / 2_000_000n;
  const amount = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
  }).format(`${kobo / 100n}.${String(kobo % 100n).padStart(2, '0')}` as `${number}`);
  return { amount, rate: new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(Number(ngn)) };
}

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.buyer);
  await cartOfOneProduct(page);
});

test('a buyer pays in naira through Paystack (TEST MODE) at a locked rate and lands on the order confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await checkoutInNaira(page);
  const { amount, rate } = await expectedNaira(page);

  // the amount in naira at the locked rate, the rate and its day, and the lock's live countdown
  await expect(page.getByTestId('paystack-amount')).toHaveText(amount);
  await expect(page.getByTestId('paystack-rate')).toHaveText(`1 USD = ${rate} NGN`);
  await expect(page.getByText(/^\(rate of \w{3} \d{1,2}, \d{4}\)$/)).toBeVisible();
  await expect(page.getByText(/^Rate locked until \d{1,2}:\d{2}/)).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\D*1[45]:\d{2}\D* left$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 5_000 });

  // Pay: the button names the local amount; the TEST MODE Paystack page opens
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\/[a-f0-9]{24}$/);
  await expect(page.getByText(/TEST MODE/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay (₦|NGN)\s?[\d,]+\.\d{2}$/ }).click();

  // back through /checkout/return?reference=...: the payment is captured and the order placed
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Escrow held')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');
});

test('a payment cancelled on the Paystack page says nothing was charged and keeps the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutInNaira(page);
  await page.getByRole('button', { name: /^Pay ₦[\d,]+\.\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/return\?.*reference=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
});

test('an expired rate shows the new amount, then the buyer pays again with it', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutInNaira(page);
  await expect(page.getByTestId('paystack-amount')).toBeVisible();

  // The server refuses the first attempt as if the lock had run out, with a fresh quote (a real one).
  const fresh = await postJson(page.request, '/api/checkout/quote', await csrf(page.request), {
    rail: 'paystack',
    currency: 'NGN',
    shipping: LAGOS,
  });
  let refused = false;
  await page.route('**/api/checkout', async (route) => {
    if (refused || route.request().method() !== 'POST') return route.fallback();
    refused = true;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'QUOTE_EXPIRED',
          key: 'payments.quoteExpired',
          message: 'The exchange rate you saw has expired. We fetched a new one: check the amount and pay again.',
          details: { quote: fresh },
        },
      }),
    });
  });
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page.getByText('Amount refreshed')).toBeVisible();
  await expect(page.getByText(/The exchange rate you saw has expired/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // paying again uses the new quote (and a new idempotency key) and reaches Paystack
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ rail: 'paystack', quoteId: fresh.quoteId });
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
});

test('when the rate lock runs out on the page, a new rate is fetched by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await checkoutInNaira(page);
  await expect(page.getByTestId('paystack-amount')).toBeVisible();
  const quotes: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/checkout/quote')) quotes.push(r.url());
  });
  await page.clock.fastForward('15:05');
  await expect(page.getByText('Amount refreshed')).toBeVisible();
  await expect(page.getByText(/The locked rate expired, so we fetched a new one/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/1[45]:\d{2}/);
  expect(quotes.length).toBe(1);
  await expect(page.getByRole('button', { name: /^Pay ₦/ })).toBeEnabled();
});
