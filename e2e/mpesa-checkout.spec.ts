import { expect, test, type Page } from '@playwright/test';
import { DEMO, csrf, login, postJson } from './helpers';
import { checkoutPosts } from './rail-checkout';

/**
 * Paying with M-Pesa Express in TEST MODE (the server's built-in Daraja stand-in): the buyer gives a Kenyan number,
 * sees the amount in shillings at a locked rate, and waits on "Check your phone" while the prompt is answered on the
 * simulated phone; a number M-Pesa cannot prompt starts nothing; a cancelled prompt says nothing was charged.
 */

/** The demo buyer's cart: only the Nairobi vendor's sisal baskets (USD, well within the card maximum). */
async function cartOfKenyanBaskets(page: Page): Promise<void> {
  const api = page.request;
  const token = await csrf(api);
  const { lines = [] } = (await (await api.get('/api/cart')).json()) as { lines?: { productId: string }[] };
  for (const { productId } of lines)
    await api.delete(`/api/cart/items/${productId}`, { headers: { 'x-csrf-token': token } });
  const { items } = (await (await api.get('/api/products?q=Sisal%20Baskets&limit=12')).json()) as {
    items: { id: string; vendorName: string; currency: string; minOrder: number }[];
  };
  const baskets = items.find((p) => p.vendorName === 'Rift Valley Tea & Crafts' && p.currency === 'USD');
  expect(baskets, 'the demo sisal baskets from Nairobi').toBeTruthy();
  await postJson(api, '/api/cart/items', token, { productId: baskets!.id, quantity: baskets!.minOrder });
}

/** The Nairobi delivery address the checkout is filled with: the cart's shipping is quoted for it. */
const NAIROBI = { address: '14 Kenyatta Avenue', city: 'Nairobi', country: 'Kenya', postalCode: '00100' };

/** The checkout with a Nairobi address and M-Pesa chosen; the contact phone is a Kenyan mobile. */
async function checkoutWithMpesa(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Wanjiru Kamau');
  await page.getByLabel('Phone Number').fill('+254 722 000 111');
  await page.getByLabel('Street Address').fill(NAIROBI.address);
  await page.getByLabel('City').fill(NAIROBI.city);
  await page.getByLabel('Postal Code').fill(NAIROBI.postalCode);
  // the country last: shipping is quoted at once for the whole address (a later change is quoted once typing pauses)
  await page.getByLabel('Country').selectOption(NAIROBI.country);

  const mpesa = page.getByRole('radio', { name: /M-Pesa — pay from your phone/ });
  await expect(mpesa).toBeVisible();
  await mpesa.check();
  await expect(page.getByRole('heading', { name: 'Pay with M-Pesa' })).toBeVisible();
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
}

const numberField = (page: Page) => page.getByRole('textbox', { name: 'M-Pesa number', exact: true });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay KSh\s[\d,]+ with M-Pesa$/ });

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.buyer);
  await cartOfKenyanBaskets(page);
});

test('a buyer pays with M-Pesa: PIN prompt, waiting page, simulated phone, order placed', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutWithMpesa(page);

  // the number field: its name, its kind, its hint, first the contact phone since it is Kenyan
  const field = numberField(page);
  await expect(field).toHaveAttribute('type', 'tel');
  await expect(field).toHaveAttribute('inputmode', 'tel');
  await expect(field).toHaveAccessibleDescription(/The number that will get the PIN prompt, e\.g\. 0712 345 678/);
  await expect(field).toHaveValue('0722 000 111');
  await field.fill('0712 345 678');

  // the amount in whole shillings at the locked rate, with the rate and the countdown
  const amount = page.getByTestId('mpesa-amount');
  await expect(amount).toHaveText(/^KSh\s[\d,]+$/);
  await expect(page.getByTestId('mpesa-rate')).toHaveText(/^1 USD = [\d,.]+ KES$/);
  await expect(page.getByRole('timer')).toHaveText(/1[45]:\d{2}/);
  const shillings = (await amount.textContent())!.replace(/\s/g, ' ');
  // the checkout total for the Nairobi address: goods, shipping and buyer fee
  const priced = (await postJson(page.request, '/api/checkout/shipping', await csrf(page.request), {
    shipping: NAIROBI,
  })) as { shippingCents: number; totalCents: number };
  expect(priced.shippingCents, 'the Nairobi delivery is charged shipping').toBeGreaterThan(0);
  const rates = (await (await page.request.get('/api/exchange-rates')).json()) as {
    items: { currency: string; unitsPerUsd: string }[];
  };
  const kes = Number(rates.items.find((r) => r.currency === 'KES')!.unitsPerUsd);
  const shown = Number(shillings.replace(/[^\d]/g, ''));
  expect(Math.abs(shown - (priced.totalCents / 100) * kes)).toBeLessThanOrEqual(1);

  // Pay: the prompt goes to the number given, and the waiting page opens in the app
  const sent = checkoutPosts(page);
  await page.getByRole('button', { name: `Pay ${shillings} with M-Pesa` }).click();
  await expect(page).toHaveURL(/\/checkout\/mpesa\/[0-9a-f-]{36}$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({ rail: 'mpesa', payerPhone: '254712345678' });

  await expect(page.getByRole('heading', { level: 1, name: 'Check your phone' })).toBeVisible();
  await expect(
    page.getByText(/^Enter your M-Pesa PIN on\s+\S*0712 345 678\S* to pay\s+\S*KSh\s[\d,]+\S*\.$/),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Time waiting for your answer' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\D*[0-2]:\d{2}\D* left$/);
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/checkout');

  // TEST MODE: the simulated phone shows M-Pesa's prompt; entering the PIN pays
  const phone = page.getByRole('region', { name: 'Simulated phone (TEST MODE)' });
  await expect(
    phone.getByText(/^Do you want to pay KSh\s[\d,]+ to AfriBridge Trade\? Enter M-Pesa PIN$/),
  ).toBeVisible();
  await phone.getByRole('button', { name: 'Enter PIN and pay' }).click();

  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Escrow held')).toBeVisible();
});

test('a number M-Pesa cannot prompt shows its message under the field and starts nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutWithMpesa(page);
  await expect(payButton(page)).toBeEnabled();
  const sent = checkoutPosts(page);

  const field = numberField(page);
  await field.fill('0812 345 678');
  await payButton(page).click();
  const message = 'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254 712 345 678';
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.+]/g, '\\$&')));
  await expect(page).toHaveURL(/\/checkout$/);
  expect(sent).toHaveLength(0);

  // empty: asked for
  await field.fill('');
  await payButton(page).click();
  await expect(page.getByText('Enter the M-Pesa number that pays.')).toBeVisible();
  expect(sent).toHaveLength(0);

  // the server's own refusal of the number shows under the same field
  await page.route('**/api/checkout', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          details: {
            fields: { payerPhone: 'Enter the M-Pesa number that pays, e.g. 0712 345 678 or +254 712 345 678' },
          },
        },
      }),
    });
  });
  await field.fill('0712 345 678');
  await payButton(page).click();
  await expect(
    page.getByText('Enter the M-Pesa number that pays, e.g. 0712 345 678 or +254 712 345 678'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('"Cancel" on the simulated phone says the payment was not completed, and "Try again" keeps the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await checkoutWithMpesa(page);
  await numberField(page).fill('0712 345 678');
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your phone' })).toBeVisible();

  const phone = page.getByRole('region', { name: 'Simulated phone (TEST MODE)' });
  await phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^Nothing was charged\./)).toBeVisible();
  await expect(phone).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
});
