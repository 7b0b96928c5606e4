import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { cartOfOneProduct, checkoutPosts, checkoutWithDetails } from './rail-checkout';

/**
 * Paying with MTN Mobile Money in TEST MODE (the server's built-in MoMo stand-in): a buyer in Ghana gives a Ghanaian
 * number, sees the amount in cedis at a locked rate, and waits on "Approve the payment on your phone" while the
 * request is approved on the simulated phone; a number of another country starts nothing.
 */

/** The checkout with an Accra address and MTN MoMo chosen: cedis, and the contact phone (Ghanaian) in the field. */
async function checkoutWithMomo(page: Page): Promise<void> {
  await checkoutWithDetails(page, {
    name: 'Kwame Mensah',
    phone: '+233 24 412 3456',
    street: '12 Oxford Street, Osu',
    city: 'Accra',
    country: 'Ghana',
    postalCode: 'GA-123',
  });
  const momo = page.getByRole('radio', { name: /MTN Mobile Money — pay from your phone/ });
  await expect(momo).toBeVisible();
  await momo.check();
  await expect(page.getByRole('heading', { name: 'Pay with MTN MoMo' })).toBeVisible();
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pay in', exact: true })).toHaveValue('GHS');
}

const numberField = (page: Page) => page.getByRole('textbox', { name: 'MTN MoMo number', exact: true });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay GH₵\s?[\d,]+(\.\d{2})? with MoMo$/ });

test.beforeEach(async ({ page }) => {
  await login(page, DEMO.buyer);
  await cartOfOneProduct(page);
});

test('a buyer in Ghana pays in cedis with MTN MoMo: approval on the phone, waiting page, order placed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await checkoutWithMomo(page);

  const field = numberField(page);
  await expect(field).toHaveAttribute('type', 'tel');
  await expect(field).toHaveAccessibleDescription(/Your MTN Mobile Money number in Ghana, e\.g\. 024 412 3456/);
  await expect(field).toHaveValue('024 412 3456');
  await expect(page.getByTestId('momo-amount')).toHaveText(/^GH₵\s?[\d,]+(\.\d{2})?$/);
  await expect(page.getByTestId('momo-rate')).toHaveText(/^1 USD = [\d,.]+ GHS$/);

  const sent = checkoutPosts(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/momo\/[0-9a-f-]{36}$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({ rail: 'momo', payerPhone: '233244123456' });

  await expect(page.getByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByText(/024 412 3456/).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Time waiting for your answer' })).toBeVisible();

  const phone = page.getByRole('region', { name: 'Simulated phone (TEST MODE)' });
  await expect(
    phone.getByText(/^AfriBridge Trade requests GH₵\s?[\d,.]+\. Enter your MoMo PIN to approve\.$/),
  ).toBeVisible();
  await phone.getByRole('button', { name: 'Approve with PIN' }).click();

  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Escrow held')).toBeVisible();
});

test('a Kenyan number is refused under the field and starts nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutWithMomo(page);
  await expect(payButton(page)).toBeEnabled();
  const sent = checkoutPosts(page);

  const field = numberField(page);
  await field.fill('+254 712 345 678');
  await payButton(page).click();
  const message = 'Enter an MTN MoMo number from Ghana, e.g. 024 412 3456';
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.+]/g, '\\$&')));
  await expect(page).toHaveURL(/\/checkout$/);
  expect(sent).toHaveLength(0);
});
