import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { cartOfOneProduct, checkoutPosts, checkoutWithDetails } from './rail-checkout';

/**
 * Paying in a local currency through Flutterwave in TEST MODE (the server's built-in Flutterwave stand-in): beside
 * Paystack in the chooser, the checkout locks an amount in CFA francs (no minor unit), the buyer pays on the TEST MODE
 * Flutterwave page and comes back through /checkout/return?status=&tx_ref=&transaction_id= to the order confirmation;
 * a payment cancelled there says nothing was charged.
 */

/** The checkout with a delivery address in Dakar and Flutterwave chosen: CFA francs are offered first. */
async function checkoutInCfaFrancs(page: Page): Promise<void> {
  await checkoutWithDetails(page, {
    name: 'Aminata Diop',
    phone: '+221 77 123 45 67',
    street: '5 Avenue Léopold Sédar Senghor',
    city: 'Dakar',
    country: 'Senegal',
    postalCode: '10200',
  });
  // both hosted rails covering the same channels are offered, in the configured order (Paystack first)
  const paystack = page.getByRole('radio', { name: /Card, bank transfer, USSD or mobile money — Paystack/ });
  const flutterwave = page.getByRole('radio', { name: /Card, bank transfer, USSD or mobile money — Flutterwave/ });
  await expect(paystack).toBeVisible();
  await expect(flutterwave).toBeVisible();
  const radios = await page.getByRole('radio').evaluateAll((els) => els.map((e) => e.getAttribute('value')));
  expect(radios.indexOf('paystack')).toBeLessThan(radios.indexOf('flutterwave'));

  await flutterwave.check();
  await expect(page.getByRole('heading', { name: 'Pay with Flutterwave' })).toBeVisible();
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pay in', exact: true })).toHaveValue('XOF');
}

/** "F CFA 98,765": the amount on the Pay button, whole francs. */
const payInFrancs = (page: Page) => page.getByRole('button', { name: /^Pay F\s?CFA\s?[\d,]+$/ });

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.buyer);
  await cartOfOneProduct(page);
});

test('a buyer pays in CFA francs through Flutterwave (TEST MODE) and lands on the order confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await checkoutInCfaFrancs(page);

  // the amount in whole francs (XOF has no minor unit) at the locked rate
  const amount = page.getByTestId('flutterwave-amount');
  await expect(amount).toHaveText(/^F\s?CFA\s?[\d,]+$/);
  await expect(page.getByTestId('flutterwave-rate')).toHaveText(/^1 USD = [\d,.]+ XOF$/);
  await expect(page.getByRole('timer')).toHaveText(/1[45]:\d{2}/);

  const sent = checkoutPosts(page);
  await payInFrancs(page).click();
  await expect(page).toHaveURL(/\/sandbox\/flutterwave\/pay\/[\w-]+$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({ rail: 'flutterwave' });
  await expect(page.getByText(/TEST MODE/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Escrow held')).toBeVisible();
});

test('a payment cancelled on the Flutterwave page says it was not completed and keeps the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutInCfaFrancs(page);
  await payInFrancs(page).click();
  await expect(page).toHaveURL(/\/sandbox\/flutterwave\/pay\//);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  // back with status=cancelled: the page still asks the server, which says it was not paid
  await expect(page).toHaveURL(/\/checkout\/return\?.*tx_ref=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
});
