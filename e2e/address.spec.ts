import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, fillGuestCart, login } from './helpers';
import { shippingQuoted } from './rail-checkout';

/** Addresses for the world, Africa first: a buyer in Ghana (no postal codes there) checks out on a phone. */

interface Product {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  minOrder: number;
  stock: number | null;
}

/** The cheapest product whose minimum order a card may pay (within $1,000). */
async function cheapProduct(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/products?limit=48');
  expect(res.ok()).toBeTruthy();
  const items = ((await res.json()) as { items: Product[] }).items
    .filter((p) => p.currency === 'USD' && (p.stock === null || p.stock >= Math.max(1, p.minOrder)))
    .sort((a, b) => a.priceCents * Math.max(1, a.minOrder) - b.priceCents * Math.max(1, b.minOrder));
  const pick = items[0];
  if (!pick || pick.priceCents * Math.max(1, pick.minOrder) > 1000_00)
    throw new Error('no product under $1,000 in the demo catalogue');
  return pick;
}

test.use({ viewport: { width: 360, height: 740 } });

/** The demo buyer at checkout with the cheapest product at its minimum order in the cart. */
async function checkoutWithCheapProduct(page: Page, request: APIRequestContext): Promise<void> {
  const product = await cheapProduct(request);
  await fillGuestCart(page, [{ productId: product.id, quantity: Math.max(1, product.minOrder) }]);
  await login(page, DEMO.buyer);
  await page.goto('/checkout');
}

test('a buyer in Ghana checks out at 360 px with an address that has no postal code', async ({ page, request }) => {
  test.setTimeout(120_000);
  await checkoutWithCheapProduct(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });

  // every country of the world is offered, Africa first
  const country = page.getByLabel('Country');
  const groups = country.locator('optgroup');
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toHaveAttribute('label', 'Africa');
  expect(await groups.first().locator('option').count()).toBeGreaterThanOrEqual(54);
  expect(await country.locator('option').count()).toBeGreaterThan(240);

  await page.getByLabel('Phone Number').fill('024 123 4567');
  await page.getByLabel('Street Address').fill('14 Independence Avenue, GA-144-1234');
  await country.selectOption('Ghana');
  await page.getByLabel('City').fill('Accra');
  // Ghana has no postal codes: the field is not asked, and the page says why
  await expect(page.getByLabel(/Postal code/i)).toHaveCount(0);
  await expect(page.getByTestId('no-postal-code')).toHaveText('Ghana addresses need no postal code.');
  // the example number is isolated (U+2066...U+2069) so it reads whole in Arabic too
  await expect(
    page.getByText(/^A number in Ghana, e\.g\. .?023 123 4567.?, or an international number starting with \+$/),
  ).toBeVisible();
  // nothing on the page scrolls sideways on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await shippingQuoted(page);
  await page
    .getByRole('button', { name: /Pay with/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?token=/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // the order keeps the address as given, without a postal code
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(order.ok()).toBeTruthy();
  expect(((await order.json()) as { shippingAddress: unknown }).shippingAddress).toEqual({
    address: '14 Independence Avenue, GA-144-1234',
    city: 'Accra',
    region: '',
    country: 'Ghana',
    postalCode: '',
  });
});

test('a country that needs them asks for a region and a postal code in its own format', async ({ page, request }) => {
  await checkoutWithCheapProduct(page, request);
  await page.getByLabel('Street Address').fill('1 Congress Avenue');
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('ZIP code').fill('7870');
  await page
    .getByRole('button', { name: /Pay with/ })
    .first()
    .click();
  await expect(page.getByText('State is required for this country (United States)')).toBeVisible();
  await expect(
    page.getByText(/^This is not a postal code of this country \(United States\); for example .?95014.?$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // the state list is offered as suggestions
  await expect(page.locator('datalist option[value="Texas"]')).toHaveCount(1);
});
