import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrf, DEMO, DEMO_PASSWORD, login, postJson } from './helpers';
import { shippingQuoted } from './rail-checkout';

/**
 * Orders above $1,000: the buyer requests a quote on /checkout, the admin sets the fee through the API, and the buyer
 * sees the quote awaiting a bank transfer in My Orders with a working pro-forma invoice link.
 */

async function apiLogin(api: APIRequestContext, email: string): Promise<string> {
  const token = await csrf(api);
  await postJson(api, '/api/auth/login', token, { email, password: DEMO_PASSWORD });
  return csrf(api);
}

async function emptyCart(api: APIRequestContext, token: string) {
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? []) {
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
  }
}

test('a buyer requests a quote above $1,000 and downloads the pro-forma invoice once the fee is set', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO.buyer);
  const token = await csrf(page.request);
  await emptyCart(page.request, token);
  const search = await (await page.request.get('/api/products?q=cocoa&limit=48')).json();
  const beans = search.items.find((p: { name: string }) => p.name === 'Premium Ghana Cocoa Beans');
  expect(beans, 'the demo catalogue has Premium Ghana Cocoa Beans').toBeTruthy();
  await postJson(page.request, '/api/cart/items', token, { productId: beans.id, quantity: beans.minOrder });

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  // Large orders are paid by bank transfer by default; a quote is still one choice away.
  await page.getByRole('radio', { name: /Ask our team for a quote/ }).check();
  await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Claire Dubois');
  await page.getByLabel('Phone Number').fill('+33 1 44 55 66 77');
  await page.getByLabel('Street Address').fill('12 Rue de Rivoli');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Country').selectOption('France');
  await page.getByLabel('Postal Code').fill('75001');
  await page.getByLabel(/Note for our team/).fill('Delivery before the end of the quarter, please.');
  await shippingQuoted(page);
  await page.getByRole('button', { name: 'Request a quote' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, we received your quote request' })).toBeVisible();
  const reference = ((await page.getByTestId('quote-reference').textContent()) ?? '').trim();
  expect(reference.length).toBeGreaterThan(3);
  await expect(page.getByText('Fee within 24 hours')).toBeVisible();

  // My Orders lists it, waiting for the fee.
  await page.goto('/buyer/dashboard?tab=orders');
  const item = page.getByTestId('quote-item').filter({ hasText: reference });
  await expect(item.getByText('Waiting for our fee')).toBeVisible();

  // The admin sets the fee.
  const adminCtx = await browser.newContext();
  const adminToken = await apiLogin(adminCtx.request, DEMO.admin);
  const quotes = await (await adminCtx.request.get('/api/admin/quote-requests')).json();
  const quote = quotes.items.find((q: { reference: string }) => q.reference === reference);
  expect(quote, 'the admin sees the quote request').toBeTruthy();
  await postJson(adminCtx.request, `/api/admin/quote-requests/${quote.checkoutId}/fee`, adminToken, { fee: '75.00' });
  await adminCtx.close();

  await page.reload();
  await expect(item.getByText('Awaiting your bank transfer')).toBeVisible();
  const link = item.getByRole('link', { name: /Download pro-forma invoice/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/checkout/${quote.checkoutId}/proforma.pdf`);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await emptyCart(page.request, await csrf(page.request));
});
