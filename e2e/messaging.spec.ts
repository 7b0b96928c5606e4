import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './helpers';
import { shippingQuoted } from './rail-checkout';

/**
 * Issue 8, trade: a buyer inquires from a product page, the vendor answers in Inquiries (the reply arrives live in
 * the buyer's open thread, another browser context), sends a quote; the buyer accepts it and pays it through the
 * sandbox checkout at the quoted price; both see the order.
 */

const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/h8m-shots';

interface Product {
  id: string;
  name: string;
  minOrder: number;
  unit: string;
  stock: number | null;
  vendorName: string;
}

async function productOfDemoVendor(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/products?q=shea&limit=48');
  expect(res.ok()).toBeTruthy();
  const items = ((await res.json()) as { items: Product[] }).items;
  const p = items.find((i) => i.vendorName === 'Mensah Cocoa Cooperative');
  expect(p, 'the demo shea butter of Mensah Cocoa Cooperative').toBeTruthy();
  return p!;
}

/** A tiny valid PNG (1x1), attached to the inquiry. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('buyer inquires, vendor replies live and quotes, buyer accepts and pays at the quoted price; both see the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productOfDemoVendor(request);
  const quantity = Math.max(1, product.minOrder);

  // 1. Signed out, "Contact supplier" sends the buyer to log in and back to the product with the inquiry form open.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Contact Supplier' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email address').fill(DEMO.buyer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}\\?contact=1`));
  const dialog = page.getByRole('dialog', { name: /Contact Mensah Cocoa Cooperative/ });
  await expect(dialog).toBeVisible();

  // The form enforces the minimum order before anything is sent.
  if (product.minOrder > 1) {
    await dialog.getByLabel('Quantity').fill(String(product.minOrder - 1));
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(dialog.getByText(/The minimum order is/)).toBeVisible();
  }
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByLabel(/Target price/).fill('5.00');
  await dialog.getByLabel('Destination country').selectOption('France');
  await dialog
    .getByLabel('Message')
    .fill('Hello, we would like a trial order of shea butter for our cosmetics line in Lyon.');
  await page
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'label-artwork.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('label-artwork.png')).toBeVisible();
  await dialog.getByLabel('Quantity').scrollIntoViewIfNeeded();
  await dialog
    .getByText(/Contact Mensah/)
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/inquiry-dialog.png`, fullPage: false });
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();

  // 2. The buyer lands in the new thread; the event stream is connected.
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensah Cocoa Cooperative' })).toBeVisible();
  await expect(page.getByText('Hello, we would like a trial order')).toBeVisible();
  await expect(page.getByRole('link', { name: /label-artwork\.png/ })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live', 'true');

  // 3. The vendor, in another browser context, finds it in Inquiries and replies.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await login(vendor, DEMO.vendor);
  await vendor.goto('/vendor/dashboard?tab=overview');
  await vendor.goto('/vendor/dashboard?tab=inquiries');
  const row = vendor.getByTestId('conversation-list').getByRole('link').filter({ hasText: product.name }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Claire Dubois');
  await row.click();
  await expect(vendor).toHaveURL(threadUrl);
  await expect(vendor.getByText('Hello, we would like a trial order')).toBeVisible();
  // The attachment opens for the vendor (a party).
  const href = await vendor.getByRole('link', { name: /label-artwork\.png/ }).getAttribute('href');
  expect((await vendor.request.get(href!)).status()).toBe(200);
  await vendor.getByLabel('Write a message').fill('Thank you! We can ship from Tamale within 3 weeks.');
  await vendor.getByRole('button', { name: 'Send', exact: true }).click();

  // ...and it appears in the buyer's open thread without a reload; the vendor sees "Seen".
  await expect(page.getByText('We can ship from Tamale within 3 weeks.')).toBeVisible();
  await expect(vendor.getByTestId('receipt')).toHaveText(/Seen/);

  // 4. The vendor sends a quote; it appears live for the buyer.
  await vendor.getByRole('button', { name: 'Send a quote' }).click();
  const form = vendor.getByRole('dialog', { name: 'Send a quote' });
  await form.getByLabel(/Unit price per/).fill('4.75');
  await form.getByLabel(/^Quantity/).fill(String(quantity));
  await form.getByLabel('Incoterm').selectOption('CIF');
  await form.getByLabel(/Shipping estimate/).fill('85.00');
  await form.getByLabel('Message to the buyer').fill('Packed in 25 kg cartons, export documents included.');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form).toBeHidden();
  const offer = page.getByTestId('offer-card');
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('offer-unit-price')).toHaveText('$4.75');
  await expect(offer).toContainText('CIF');
  await expect(offer.getByRole('button', { name: 'Accept' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/thread-with-quote.png` });

  // 5. The buyer accepts: the line is in the cart at the quoted price, quantity fixed.
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(vendor.getByTestId('offer-card')).toHaveAttribute('data-status', 'ACCEPTED');
  await offer.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('quoted-line')).toBeVisible();
  await expect(page.getByText(`Quantity fixed by the quote: ${quantity}`)).toBeVisible();
  const total = (475 * quantity) / 100;
  await expect(page.getByText(`$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`).first()).toBeVisible();

  // 6. ...and pays it through the sandbox checkout.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Claire Dubois');
  await page.getByLabel('Phone Number').fill('+33 4 72 00 00 00');
  await page.getByLabel('Street Address').fill('5 Place Bellecour');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('Country').selectOption('France');
  await page.getByLabel('Postal Code').fill('69002');
  await shippingQuoted(page);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?token=/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 20_000 });
  const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();
  const ref = orderId!.slice(0, 8).toUpperCase();

  // 7. Both see the order: the buyer in My Orders (at the quoted price), the vendor in Orders; the quote says Ordered.
  await page.goto('/buyer/dashboard?tab=orders');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${ref}` }) });
  await expect(order).toBeVisible();
  await expect(order.getByText('Mensah Cocoa Cooperative')).toBeVisible();
  // The quoted price, not the list price: 4.75 x quantity, plus the quote's $85.00 shipping estimate (paid with the
  // goods, issue 17), plus the buyer fee (on the goods only).
  const subtotal = 475 * quantity;
  const shipping = 85_00;
  const fee = subtotal <= 1000_00 ? Math.round(subtotal * (subtotal <= 500_00 ? 0.1 : 0.05)) : 0;
  await expect(
    order.getByText(`$${((subtotal + shipping + fee) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  ).toBeVisible();
  await vendor.goto('/vendor/dashboard?tab=orders');
  await expect(vendor.getByRole('row').filter({ hasText: `#${ref}` })).toBeVisible();
  await vendor.goto(threadUrl);
  await expect(vendor.getByTestId('offer-card')).toHaveAttribute('data-status', 'ORDERED');

  // The Messages tab lists the thread.
  await page.goto('/buyer/dashboard?tab=messages');
  await expect(
    page.getByTestId('conversation-list').getByRole('link').filter({ hasText: product.name }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/messages-tab.png`, fullPage: false });
  await vendorContext.close();
});

test('only the two parties read a thread: another buyer gets "not found"', async ({ page, browser }) => {
  await login(page, DEMO.buyer);
  await page.goto('/buyer/dashboard?tab=messages');
  const first = page.getByTestId('conversation-list').getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  const other = await browser.newContext();
  const admin = await other.newPage();
  await login(admin, 'vendor.lagos@demo.afribridge.test');
  await admin.goto(href!);
  await expect(admin.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
  await other.close();

  // The thread in Arabic (right to left), for the record.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(href!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('offer-card')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/thread-ar.png` });
});

test('without the event stream the thread falls back to polling and still shows new messages', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The buyer's event stream is cut (a proxy that drops it, say).
  await page.route('**/api/messaging/stream', (route) => route.abort());
  await login(page, DEMO.buyer);
  await page.goto('/buyer/dashboard?tab=messages');
  const href = await page.getByTestId('conversation-list').getByRole('link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live', 'false');
  await expect(page.getByTestId('live-status')).toHaveText('Reconnecting…');

  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await login(vendor, DEMO.vendor);
  await vendor.goto(href!);
  await vendor.getByLabel('Write a message').fill('Polling check: your order ships on Monday.');
  await vendor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Polling check: your order ships on Monday.')).toBeVisible({ timeout: 20_000 });
  await vendorContext.close();
});
