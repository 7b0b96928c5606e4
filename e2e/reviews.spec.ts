import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, login } from './helpers';
import { call, registerVerified, sellAndRelease } from './vendor-flows';

/**
 * Reviews, reliability and fraud monitoring (issue 7): a buyer reviews a released order and the review, the new
 * rating and the supplier's reliability show on the product page; the vendor replies once; an admin holds a flagged
 * order from the Fraud tab and its escrow can no longer be released.
 */

const PASSWORD = 'Baobab-Tree-42';

function unique(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function listProduct(api: APIRequestContext, name: string, price: string): Promise<{ id: string }> {
  return call<{ id: string }>(api, 'POST', '/api/vendor/products', {
    name,
    category: 'agriculture-farming',
    description: 'Unrefined shea butter from women-led cooperatives in northern Ghana. Grade A.',
    price,
    currency: 'USD',
    minOrder: 1,
    unit: 'KG',
    stock: 5000,
    specifications: 'Moisture below 0.05%',
    origin: 'Ghana',
    certifications: '',
    shippingWeight: '1',
    shippingDimensions: '20x20x20',
    leadTime: 10,
    paymentTerms: 'escrow',
    tags: ['shea'],
    imageIds: [],
  });
}

test('a buyer reviews a released order; the review, rating and supplier reliability show on the product page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const vendorCtx = await browser.newContext();
  const vendorEmail = unique('reviews.vendor');
  await registerVerified(vendorCtx.request, {
    name: 'Ngozi Adeyemi',
    email: vendorEmail,
    password: PASSWORD,
    role: 'vendor',
  });
  const productName = `Review shea butter ${Date.now().toString(36)}`;
  const product = await listProduct(vendorCtx.request, productName, '40.00');
  const vendorName = 'Ngozi Adeyemi';
  await sellAndRelease(page.request, vendorCtx.request, product.id, vendorName);

  await page.goto('/buyer/dashboard?tab=orders');
  await page
    .getByRole('button', { name: `Write a review of ${vendorName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Review your order from ${vendorName}` });
  await dialog
    .getByRole('group', { name: 'Communication, packing and timeliness' })
    .getByRole('radio', { name: '5 stars' })
    .check({ force: true });
  await dialog.getByLabel('Comment').first().fill('Answered within the hour and packed the tins carefully.');
  await dialog
    .getByRole('group', { name: `Quality of ${productName}` })
    .getByRole('radio', { name: '4 stars' })
    .check({ force: true });
  await dialog.getByLabel('Comment').nth(1).fill('Smooth texture, a little darker than the photos.');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
  await expect(page.getByText('Reviewed', { exact: true }).first()).toBeVisible();

  await page.goto(`/products/${product.id}`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByTestId('review')).toHaveCount(1);
  await expect(reviews.getByText('Smooth texture, a little darker than the photos.')).toBeVisible();
  await expect(reviews.getByTestId('rating-average')).toHaveText('4.0');
  await expect(reviews.getByTestId('rating-count')).toHaveText('Reviews: 1');
  await expect(page.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
  // the supplier card: rating over the supplier and product reviews (5 and 4), one order shipped on time and delivered
  const reliability = page.getByTestId('vendor-reliability');
  await expect(reliability.getByText('4.5 / 5 (2)')).toBeVisible();
  await expect(reliability.getByText('100%').first()).toBeVisible();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h7r-product-reviews.png', fullPage: true });

  // the vendor replies once, on the product page
  const vendorPage = await vendorCtx.newPage();
  await vendorPage.goto(`/products/${product.id}`);
  await vendorPage.locator('#reviews').getByRole('button', { name: 'Reply' }).click();
  await vendorPage.getByLabel('Your public reply').fill('Thank you! The colour varies with the harvest.');
  await vendorPage.getByRole('button', { name: 'Publish reply' }).click();
  await expect(vendorPage.getByText(`Reply from ${vendorName}`)).toBeVisible();
  await expect(vendorPage.locator('#reviews').getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await vendorCtx.close();

  // the card in the catalogue shows the new rating and the supplier's reliability line
  await page.goto(`/products?q=${encodeURIComponent(productName)}`);
  await expect(page.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
  await expect(page.getByTestId('reliability-chip').first()).toHaveText('On time 100% · disputes 0%');
  // a whole page of cards asks for its suppliers' figures in one request
  const batches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reliability/vendors?ids=')) batches.push(r.url());
  });
  await page.goto('/products');
  await expect(page.getByTestId('reliability-chip').first()).toBeVisible();
  expect(batches).toHaveLength(1);
});

test('an admin holds a flagged order from the Fraud tab; its escrow can no longer be released', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const vendorCtx = await browser.newContext();
  await registerVerified(vendorCtx.request, {
    name: 'Kojo Asante',
    email: unique('fraud.vendor'),
    password: PASSWORD,
    role: 'vendor',
  });
  const product = await listProduct(vendorCtx.request, `Fraud test shea ${Date.now().toString(36)}`, '600.00');

  // a buyer account created minutes ago, registered in Nigeria, orders $600 of goods shipped to France
  const buyerCtx = await browser.newContext();
  const buyerEmail = unique('fraud.buyer');
  await registerVerified(buyerCtx.request, {
    name: 'Fresh Buyer',
    email: buyerEmail,
    password: PASSWORD,
    role: 'buyer',
  });
  const session = (await (await buyerCtx.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const patched = await buyerCtx.request.fetch('/api/me', {
    method: 'PATCH',
    headers: { 'x-csrf-token': session.csrfToken },
    data: { name: 'Fresh Buyer', email: buyerEmail, phone: '', company: '', country: 'Nigeria' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await call(buyerCtx.request, 'POST', '/api/cart/items', { productId: product.id, quantity: 1 });
  const checkout = await call<{ checkoutId: string; providerOrderId: string }>(
    buyerCtx.request,
    'POST',
    '/api/checkout',
    {
      contact: { name: 'Fresh Buyer', email: buyerEmail, phone: '+33 1 44 55 66 77', company: 'Fresh Import' },
      shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
      idempotencyKey: `e2e-fraud-${Date.now()}`,
    },
  );
  await call(buyerCtx.request, 'POST', `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`);
  const { orderId } = await call<{ orderId: string }>(
    buyerCtx.request,
    'POST',
    `/api/checkout/${checkout.checkoutId}/capture`,
  );
  const order = (await (await buyerCtx.request.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: { id: string }[];
  };
  const voId = order.vendorOrders[0]!.id;
  const ref = orderId.slice(0, 8).toUpperCase();

  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=fraud');
  const card = page.getByTestId('fraud-alert').filter({ hasText: `#${ref}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('High value, new account')).toBeVisible();
  await expect(card.getByText(/Shipping to France, while the account is registered in Nigeria/)).toBeVisible();
  await card.getByRole('button', { name: 'Hold order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hold this order?' });
  await dialog.getByLabel(/Reason/).fill('New account, far shipping: calling the buyer first');
  await dialog.getByRole('button', { name: 'Hold order' }).click();
  await expect(page.getByText('Order held: its payment stays in escrow.')).toBeVisible();
  await page.getByLabel('Status').selectOption('HELD');
  await expect(
    page
      .getByTestId('fraud-alert')
      .filter({ hasText: `#${ref}` })
      .getByText('Order held'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/h7r-admin-fraud.png', fullPage: true });

  // the vendor ships; the buyer's confirmation cannot release a held order
  await call(vendorCtx.request, 'POST', `/api/vendor/orders/${voId}/accept`);
  const created = await call<{ shipment_id: string; rates: { rate_id: string }[] }>(
    vendorCtx.request,
    'POST',
    '/api/shipments',
    {
      orderId,
      vendorOrderId: voId,
      address_from: {
        name: 'Kojo Asante',
        street1: '3 Harbour Road',
        city: 'Tema',
        zip: 'GA-001',
        country: 'GH',
        phone: '+233 20 000 0000',
      },
      address_to: {
        name: 'Fresh Buyer',
        street1: '12 Rue de Rivoli',
        city: 'Paris',
        zip: '75001',
        country: 'FR',
        phone: '+33 1 44 55 66 77',
      },
      parcel: { length: 40, width: 30, height: 20, distance_unit: 'cm', weight: 5, mass_unit: 'kg' },
      customs: {
        description: 'Shea butter',
        hs_code: '1515',
        value_amount: 600,
        value_currency: 'USD',
        origin_country: 'GH',
        incoterms: 'DDP',
      },
    },
  );
  await call(vendorCtx.request, 'POST', `/api/shipments/${created.shipment_id}/buy`, {
    rate_id: created.rates[0]!.rate_id,
    label_file_type: 'PDF',
  });
  const token = ((await (await buyerCtx.request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const refused = await buyerCtx.request.post(`/api/orders/vendor-orders/${voId}/confirm-receipt`, {
    headers: { 'x-csrf-token': token },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain('on hold after a fraud alert');

  // the /ai page: fraud tiles and the anonymous recent alerts; the profiling tiles and (admin) the profile list
  await page.goto('/ai');
  await page.getByRole('tab', { name: 'Fraud Detection' }).click();
  await expect(page.getByTestId('tile-held').getByText(/^\d+$/)).toBeVisible();
  await expect(page.getByTestId('recent-alert').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/h7r-ai-fraud.png', fullPage: true });
  await page.getByRole('tab', { name: /Profiling/ }).click();
  await expect(page.getByTestId('tile-profiled').getByText(/^\d+$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reliability profiles' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h7r-ai-profiling.png', fullPage: true });
  await buyerCtx.close();
  await vendorCtx.close();
});
