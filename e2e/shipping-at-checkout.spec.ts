import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, csrf, login, postJson, signedIn } from './helpers';
import { shippingQuoted } from './rail-checkout';

/**
 * Shipping at checkout (issue 17): the buyer's checkout quotes each vendor's shipping for the delivery country, the
 * total includes it, the buyer pays it with the goods and the order and the vendor show it; a product a vendor sets to
 * free shipping in the product form is shown free at checkout. Screenshots of the checkout summary (1366 px English,
 * 360 px Arabic) go to /tmp/e2e-shots.
 */

const SHOTS = '/tmp/e2e-shots';
const PARIS = { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' };

/**
 * The demo vendor's Handwoven Kente Cloth, 5 yards (its minimum order) to France, by the built-in carrier tables:
 * 5 × 0.3 kg = 1.5 kg (no package size given: billed by weight), three half-kilograms; the cheapest service from Ghana
 * to Europe is FedEx International Economy, $41.00 + 2 extra half-kilograms × $6.00 = $53.00, in 7 days.
 */
const KENTE = { name: 'Handwoven Kente Cloth', quantity: 5, shipping: '$53.00', shippingCents: 5_300 };

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "$1,130.00" as cents. */
function centsOf(text: string | null): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  expect(match, `an amount in dollars: "${text}"`).toBeTruthy();
  return Number(match![1]!.replace(/,/g, '')) * 100 + Number(match![2]);
}

async function emptyCart(api: APIRequestContext, token: string): Promise<void> {
  const cart = (await (await api.get('/api/cart')).json()) as { lines?: { productId: string }[] };
  for (const line of cart.lines ?? [])
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
}

/** The checkout's Order Summary card (items, shipping per vendor, totals). */
function summaryCard(page: Page): Locator {
  return page.getByTestId('cart-total').locator('xpath=ancestor::div[contains(@class, "shadow-")][1]');
}

/** The page does not scroll sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

test('the buyer sees each vendor’s shipping at checkout, pays it with the goods, and the vendor sees it paid', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1366, height: 900 });
  const page = buyer.page;
  await emptyCart(buyer.api, buyer.token);

  // The buyer adds the kente cloth from its page (the quantity starts at the minimum order).
  const found = (await (await buyer.api.get('/api/products?q=Kente&limit=12')).json()) as {
    items: { id: string; name: string; vendorName: string; minOrder: number }[];
  };
  const kente = found.items.find((p) => p.name === KENTE.name && p.vendorName === 'Mensah Cocoa Cooperative');
  expect(kente, 'the demo catalogue has the Mensah kente cloth').toBeTruthy();
  expect(kente!.minOrder).toBe(KENTE.quantity);
  await page.goto(`/products/${kente!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: KENTE.name })).toBeVisible();
  await expect(page.getByText('Calculated at checkout for your address')).toBeVisible();
  await page
    .getByRole('button', { name: /Add to cart/i })
    .first()
    .click();
  await expect(page.getByText(/Added 5 .* to cart!/)).toBeVisible();

  // Checkout without a delivery country: shipping waits for it, and the total says it is before shipping.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = summaryCard(page);
  await page.getByLabel('Country').selectOption('');
  const shippingSection = page.getByRole('region', { name: 'Shipping', exact: true });
  await expect(shippingSection.getByText("Choose the delivery country to see each vendor's shipping.")).toBeVisible();
  await expect(page.getByTestId('shipping-total')).toHaveText('Enter your country');
  await expect(summary.getByText('Total before shipping', { exact: true })).toBeVisible();
  const subtotalCell = summary
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Subtotal$/ }) })
    .getByRole('definition');
  const subtotal = centsOf(await subtotalCell.textContent());
  const fee = centsOf(await page.getByTestId('buyer-fee').textContent());
  expect(subtotal).toBe(900_00); // $180.00 a yard × 5
  await expect(page.getByTestId('cart-total')).toHaveText(usd(subtotal + fee));

  // The delivery address in Paris (the country last: it is quoted at once for the whole address).
  await page.getByLabel('Full Name').fill('Claire Dubois');
  await page.getByLabel('Phone Number').fill('+33 1 44 55 66 77');
  await page.getByLabel('Street Address').fill(PARIS.address);
  await page.getByLabel('City').fill(PARIS.city);
  await page.getByLabel('Postal Code').fill(PARIS.postalCode);
  await page.getByLabel('Country').selectOption(PARIS.country);
  expect(await shippingQuoted(page)).toBe(KENTE.shipping);

  // One vendor's part, its carrier service and price; the total now includes the shipping.
  const parts = page.getByTestId('shipping-part');
  await expect(parts).toHaveCount(1);
  await expect(parts.first()).toContainText('Mensah Cocoa Cooperative');
  // soft: a wrong service line is reported, and the rest of the flow is still checked
  await expect.soft(parts.first()).toContainText('FedEx International Economy · 7 days');
  await expect(parts.first()).toContainText(KENTE.shipping);
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByText('Total before shipping', { exact: true })).toHaveCount(0);
  const shipping = centsOf(await page.getByTestId('shipping-total').textContent());
  expect(shipping).toBe(KENTE.shippingCents);
  const total = centsOf(await page.getByTestId('cart-total').textContent());
  expect(total).toBe(subtotal + shipping + fee);
  // the server's quote for the same address says the same
  const priced = (await postJson(buyer.api, '/api/checkout/shipping', await csrf(buyer.api), {
    shipping: PARIS,
  })) as {
    vendors: { vendorName: string; method: string; carrier: string; amountCents: number }[];
    subtotalCents: number;
    shippingCents: number;
    feeCents: number;
    totalCents: number;
  };
  expect(priced).toMatchObject({ subtotalCents: subtotal, shippingCents: shipping, feeCents: fee, totalCents: total });
  expect(priced.vendors).toEqual([
    expect.objectContaining({ vendorName: 'Mensah Cocoa Cooperative', method: 'carrier', amountCents: shipping }),
  ]);
  await summary.screenshot({ path: `${SHOTS}/checkout-summary-en-1366.png` });

  // On a 360 px phone, in English and in Arabic (right to left), the summary with shipping fits the width.
  const phone = await signedIn(browser, DEMO.buyer, { width: 360, height: 780 });
  await phone.page.goto('/checkout');
  await expect(phone.page.getByTestId('shipping-part')).toHaveCount(1);
  await expect(phone.page.getByTestId('shipping-total')).toHaveText(KENTE.shipping); // the profile's country: France
  await expectNoHorizontalOverflow(phone.page);
  await phone.page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await phone.page.reload();
  await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.page.getByTestId('shipping-part')).toHaveCount(1);
  await expect(phone.page.getByTestId('shipping-part')).toContainText('Mensah Cocoa Cooperative');
  await expect(phone.page.getByTestId('shipping-total')).not.toHaveText('');
  await expect(summaryCard(phone.page).getByRole('status')).toHaveCount(0); // no skeleton left
  await expectNoHorizontalOverflow(phone.page);
  await summaryCard(phone.page).screenshot({ path: `${SHOTS}/checkout-summary-ar-360.png` });
  await phone.page.evaluate(() => localStorage.setItem('lang', 'en'));
  await phone.page.context().close();

  // Pay with the test card (sandbox): the amount charged is the total with shipping.
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?token=/);
  await expect(page.getByText(usd(total), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();

  // The order confirmation shows the shipping paid, the same amount; the order keeps it.
  await expect(page.getByTestId('order-shipping')).toHaveText(KENTE.shipping);
  const order = (await (await buyer.api.get(`/api/orders/${orderId}`)).json()) as {
    totalCents: number;
    shippingCents: number;
    vendorOrders: { id: string; shippingCents: number; shippingMethod: string | null }[];
  };
  expect(order.shippingCents).toBe(shipping);
  expect(order.totalCents).toBe(total);
  expect(order.vendorOrders[0]).toMatchObject({ shippingCents: shipping, shippingMethod: 'carrier' });
  await page.context().close();

  // The vendor's order list: the shipping the buyer paid, beside the part.
  const vendor = await signedIn(browser, DEMO.vendor, { width: 1366, height: 900 });
  await vendor.page.goto('/vendor/dashboard?tab=orders');
  const row = vendor.page.getByRole('row').filter({ hasText: `#${orderId!.slice(0, 8).toUpperCase()}` });
  await expect(row.getByTestId('vendor-shipping-money')).toContainText(
    `+ ${KENTE.shipping} shipping paid by the buyer`,
  );
  await vendor.page.context().close();
});

test('a product the vendor sets to free shipping in the product form is free at checkout', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Free-shipping shea soap ${Date.now().toString(36)}`;
  const vendor = await signedIn(browser, DEMO.vendor, { width: 1366, height: 900 });
  const v = vendor.page;

  // The product wizard: $4.00 a kilogram, 10 kg minimum (a $40.00 order).
  await v.goto('/vendor/add-product');
  await expect(v.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeVisible();
  await v.getByLabel('Product name').fill(name);
  await v.locator('label').filter({ hasText: 'Agriculture & Farming' }).click();
  await v.getByLabel('Description', { exact: true }).fill('Black soap with raw shea butter, hand-cut in Tamale.');
  await v.getByLabel('Price', { exact: true }).fill('4.00');
  await v.getByLabel('Currency', { exact: true }).selectOption('USD');
  await v.getByLabel('Unit', { exact: true }).selectOption('KG');
  await v.getByLabel('Minimum order').fill('10');
  await v.getByLabel('Stock', { exact: true }).fill('800');
  await v.getByRole('button', { name: 'Next' }).click();
  await expect(v.getByRole('heading', { level: 2, name: 'Details & Images' })).toBeVisible();
  await v.getByLabel('Origin').fill('Tamale, Ghana');
  await v.getByRole('button', { name: 'Next' }).click();

  // Shipping & Terms: calculated by default, which needs the weight; a flat price needs its price.
  await expect(v.getByRole('heading', { level: 2, name: 'Shipping & Terms' })).toBeVisible();
  await v.getByLabel('Lead time (days)').fill('7');
  await v.getByLabel('Payment terms').selectOption('escrow');
  const shippingGroup = v.getByRole('group', { name: 'Shipping', exact: true });
  await expect(shippingGroup.getByRole('radio', { name: /Calculated by the carrier/ })).toBeChecked();
  await v.getByRole('button', { name: 'Add Product' }).click();
  await expect(v.getByText('Enter the shipping weight: the carrier needs it to price shipping')).toBeVisible();
  await shippingGroup.getByRole('radio', { name: /Flat price per unit/ }).check();
  await expect(v.getByLabel('Shipping per unit (USD)')).toBeVisible();
  await v.getByRole('button', { name: 'Add Product' }).click();
  await expect(v.getByText('Enter the shipping price per unit')).toBeVisible();
  await shippingGroup.getByRole('radio', { name: /Free shipping/ }).check();
  await expect(v.getByLabel('Shipping per unit (USD)')).toHaveCount(0);
  await v.getByRole('button', { name: 'Add Product' }).click();
  await expect(v.getByText('Product added successfully! It is now live on the marketplace.')).toBeVisible();
  const row = v.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not for sale: add a shipping weight')).toHaveCount(0);

  const listed = (await (await vendor.api.get(`/api/products?q=${encodeURIComponent(name)}&limit=12`)).json()) as {
    items: { id: string; name: string }[];
  };
  const product = listed.items.find((p) => p.name === name);
  expect(product, 'the new product is in the catalogue').toBeTruthy();
  const stored = (await (await vendor.api.get(`/api/products/${product!.id}`)).json()) as { shippingMode: string };
  expect(stored.shippingMode).toBe('free');

  // Its page says so; the buyer adds it, and the checkout shows its shipping free.
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1366, height: 900 });
  const page = buyer.page;
  await emptyCart(buyer.api, buyer.token);
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Free shipping', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /Add to cart/i })
    .first()
    .click();
  await expect(page.getByText(/Added 10 .* to cart!/)).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Street Address').fill(PARIS.address);
  await page.getByLabel('City').fill(PARIS.city);
  await page.getByLabel('Postal Code').fill(PARIS.postalCode);
  await page.getByLabel('Country').selectOption(PARIS.country);
  expect(await shippingQuoted(page)).toBe('Free');
  const part = page.getByTestId('shipping-part');
  await expect(part).toHaveCount(1);
  await expect(part).toContainText('Mensah Cocoa Cooperative');
  await expect(part).toContainText('Free shipping from the vendor');
  await expect(part).toContainText('Free');
  const fee = centsOf(await page.getByTestId('buyer-fee').textContent());
  await expect(page.getByTestId('cart-total')).toHaveText(usd(40_00 + fee));
  const priced = (await postJson(buyer.api, '/api/checkout/shipping', buyer.token, { shipping: PARIS })) as {
    vendors: { method: string; amountCents: number }[];
    shippingCents: number;
  };
  expect(priced.shippingCents).toBe(0);
  expect(priced.vendors).toEqual([expect.objectContaining({ method: 'free', amountCents: 0 })]);

  // Leave the demo buyer's cart empty and the catalogue as it was.
  await emptyCart(buyer.api, buyer.token);
  await buyer.page.context().close();
  const removed = await vendor.api.delete(`/api/vendor/products/${product!.id}`, {
    headers: { 'x-csrf-token': await csrf(vendor.api) },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await vendor.page.context().close();
});

test.afterAll(async ({ browser }) => {
  // whatever happened above, the demo buyer's cart is left empty for the specs after this one
  const context = await browser.newContext();
  await login(await context.newPage(), DEMO.buyer);
  await emptyCart(context.request, await csrf(context.request));
  await context.close();
});
