import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './helpers';
import { shippingQuoted } from './rail-checkout';

/**
 * Guest cart -> sign-in merge -> checkout -> sandbox payment -> order confirmation -> vendor and buyer dashboards
 * (spec 2.5-2.8, 2.11, 4, 9), on the demo catalogue.
 */

/** The demo vendors' accounts by company (apps/server/src/db/seed/catalog-data.ts); all use DEMO_PASSWORD. */
const VENDOR_EMAILS: Record<string, string> = {
  'Okonkwo Agro Exports': 'vendor.lagos@demo.afribridge.test',
  'Mensah Cocoa Cooperative': 'vendor@demo.afribridge.test',
  'Cape Machinery Works': 'vendor.cape@demo.afribridge.test',
  'Rift Valley Tea & Crafts': 'vendor.nairobi@demo.afribridge.test',
  'Atlas Argan & Leather': 'vendor.fes@demo.afribridge.test',
  'Nile Cotton Mills': 'vendor.cairo@demo.afribridge.test',
  'Tanzanite Minerals Co.': 'vendor.arusha@demo.afribridge.test',
  'Pearl Tech Assembly': 'vendor.kampala@demo.afribridge.test',
};

interface Product {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  minOrder: number;
  unit: string;
  stock: number | null;
  vendorId: string;
  vendorName: string;
}

async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const out: Product[] = [];
  let cursor: string | null = null;
  do {
    const res = await request.get(`/api/products?limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { items: Product[]; nextCursor: string | null };
    out.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

/** Cheapest minimum order of each product, in USD products only, so the figures are easy to reason about. */
function orderValue(p: Product): number {
  return p.priceCents * Math.max(1, p.minOrder);
}

function buyable(p: Product): boolean {
  return (
    p.currency === 'USD' && (p.stock === null || p.stock >= Math.max(1, p.minOrder)) && p.vendorName in VENDOR_EMAILS
  );
}

/** Two products of different vendors whose minimum orders together stay within $1,000 (card payment allowed). */
function pickTwo(products: Product[]): [Product, Product] {
  const sorted = products.filter(buyable).sort((a, b) => orderValue(a) - orderValue(b));
  for (const a of sorted) {
    const b = sorted.find((p) => p.vendorId !== a.vendorId && orderValue(a) + orderValue(p) <= 1000_00);
    if (b) return [a, b];
  }
  throw new Error('the demo catalogue has no two products of different vendors under $1,000');
}

/** Adds a product from its page with the catalogue's add-to-cart (quantity starts at the minimum order). */
async function addFromProductPage(page: Page, product: Product): Promise<void> {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('button', { name: /Add to cart/i })
    .first()
    .click();
  // names are wrapped in Unicode bidi isolates so they read right inside Arabic sentences
  await expect(
    page.getByText(new RegExp(`Added ${product.minOrder} .* of .?${escape(product.name)}.? to cart!`)),
  ).toBeVisible();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function cartLink(page: Page) {
  return page.getByRole('link', { name: /^Cart/ });
}

test('a guest cart of two vendors merges at sign-in and is paid through the sandbox; vendor and buyer see the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [a, b] = pickTwo(await allProducts(request));

  // 1. A signed-out guest adds both products: the badge counts the lines (products), not the units.
  await addFromProductPage(page, a);
  await addFromProductPage(page, b);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(2);

  // 2. The cart page prices the browser cart on the server.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: a.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: b.name })).toBeVisible();
  await expect(page.getByText('Calculated at checkout')).toBeVisible();
  await expect(page.getByText(/^Buyer fee \((10|5)%\)$/)).toBeVisible();

  // 3. Checkout needs an account: sign in, come back, the guest cart is now the server cart.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout/);
  await page.getByLabel('Email address').fill(DEMO.buyer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Complete your order securely')).toBeVisible();
  const summary = page.getByRole('list', { name: 'Items in this order' });
  await expect(summary.getByText(a.name)).toBeVisible();
  await expect(summary.getByText(b.name)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // 4. The form validates inline before any payment starts (once shipping to the profile's country is priced).
  await shippingQuoted(page);
  await page.getByLabel('Phone Number').fill('');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Street address is required')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Full Name').fill('Amara Buyer');
  await page.getByLabel('Phone Number').fill('+1 416 555 0199');
  await page.getByLabel('Company').fill('Maple Imports Ltd');
  await page.getByLabel('Street Address').fill('200 King Street West');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province').fill('ON');
  await page.getByLabel('Postal Code').fill('M5H 3T4');
  // each vendor's shipping to Toronto is priced before paying, and the total includes it
  await shippingQuoted(page);
  await expect(page.getByTestId('shipping-part')).toHaveCount(2);
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();

  // 5. The sandbox approval page: clearly test mode, shows the amount, approving places the order.
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?token=/);
  await expect(page.getByText(/Test mode: no real money/i)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();
  const ref = orderId!.slice(0, 8).toUpperCase();
  await expect(page.getByText(orderId!)).toBeVisible();
  await expect(page.getByText('Amara Buyer')).toBeVisible();
  await expect(page.getByText('What Happens Next?')).toBeVisible();
  await expect(page.getByText('Escrow held')).toHaveCount(2);
  // the bought lines left the cart
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  // 6. The buyer sees it under My Orders, with each vendor's part held in escrow.
  await page.goto('/buyer/dashboard?tab=orders');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${ref}` }) });
  await expect(order).toBeVisible();
  await expect(order.getByText('Escrow held')).toHaveCount(2);
  await expect(order.getByText(a.vendorName)).toBeVisible();
  await expect(order.getByText(b.vendorName)).toBeVisible();
  await page.getByRole('tab', { name: /Dashboard/ }).click();
  await expect(page.getByText('Total Orders')).toBeVisible();

  // 7. The vendor of one product sees its part in the Orders tab and can accept it.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await login(vendorPage, VENDOR_EMAILS[a.vendorName]!);
  await vendorPage.goto('/vendor/dashboard?tab=orders');
  const row = vendorPage.getByRole('row').filter({ hasText: `#${ref}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Amara Buyer')).toBeVisible();
  await expect(row.getByText(a.name)).toBeVisible();
  await expect(row.getByText('Escrow held')).toBeVisible();
  await row.getByRole('button', { name: `Accept order ${ref}` }).click();
  await expect(row.getByText('Accepted')).toBeVisible();
  await expect(row.getByRole('button', { name: `Accept order ${ref}` })).toHaveCount(0);
  await vendorContext.close();
});

test('a cart above $1,000 shows its fee and offers bank transfer (or a quote) instead of the card button', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const big = products.filter(buyable).find((p) => orderValue(p) > 1000_00 && orderValue(p) < 100_000_00);
  expect(big, 'a demo product whose minimum order is above $1,000').toBeTruthy();

  await page.goto('/');
  await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
    productId: big!.id,
    quantity: Math.max(1, big!.minOrder),
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: big!.name })).toBeVisible();
  // The fee is a number from the tier table, not "TBD"; the total is an amount, not a "Contact Support" link.
  await expect(page.getByText(/^Buyer fee \((3|2|1\.5)%\)$/)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByText('TBD')).toHaveCount(0);

  await login(page, DEMO.buyer);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Bank transfer \(pro-forma invoice\)/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Card or PayPal/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get the pro-forma invoice' })).toBeVisible();
  await page.getByRole('radio', { name: /Ask our team for a quote/ }).check();
  await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible();

  // leave the demo buyer's cart empty again
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${big!.name} from the cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('cancelling the test payment returns to checkout; a vendor cancel refunds that part of the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const product = (await allProducts(request))
    .filter(buyable)
    .sort((x, y) => orderValue(x) - orderValue(y))
    .find((p) => orderValue(p) <= 1000_00)!;

  await page.goto('/');
  await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
    productId: product.id,
    quantity: Math.max(1, product.minOrder),
  });
  await login(page, DEMO.buyer);
  await page.goto('/checkout');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0018');
  await page.getByLabel('Street Address').fill('10 Downing Lane');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByLabel('Postal Code').fill('SW1A 2AA');
  await shippingQuoted(page);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // back on checkout: told nothing was charged, the details typed are kept
  await expect(page).toHaveURL(/\/checkout\?payment=cancelled/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('London');

  // a new attempt (new idempotency key) goes through
  await shippingQuoted(page);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const ref = /\/order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!.slice(0, 8).toUpperCase();

  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await login(vendorPage, VENDOR_EMAILS[product.vendorName]!);
  await vendorPage.goto('/vendor/dashboard?tab=orders');
  const row = vendorPage.getByRole('row').filter({ hasText: `#${ref}` });
  await row.getByRole('button', { name: `Cancel order ${ref}` }).click();
  const dialog = vendorPage.getByRole('dialog');
  await expect(dialog.getByText(/refunded in full/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByText('Tell the buyer why (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Reason for the buyer').fill('Out of season for this harvest');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(row.getByText('Refunded')).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel order ${ref}` })).toHaveCount(0);
  await vendorContext.close();

  await page.goto('/buyer/dashboard?tab=orders');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${ref}` }) });
  await expect(order.getByText('Cancelled').first()).toBeVisible();
  await expect(order.getByText('Refunded')).toBeVisible();
});
