import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csrf, DEMO, DEMO_PASSWORD, login, postJson } from './helpers';

/**
 * The shipping flow end to end: a buyer's paid order (placed through the API), the vendor starts its shipment on
 * /shipping (order picked, parcel and customs entered), leaves, comes back and buys the label from the kept rates, the
 * admin reports it in transit and delivered on /admin/shipping, anyone follows it on /track/:orderId, and the admin
 * releases the escrow. A draft the vendor no longer needs is cancelled; the buyer never sees drafts.
 */

/**
 * Logs the demo buyer in on `api` and places a paid order for one of the demo vendor's products; `goodsValue` is the
 * order's goods value as the shipment form shows it ("1250.00").
 */
async function placePaidOrder(
  api: APIRequestContext,
): Promise<{ orderId: string; vendorOrderId: string; goodsValue: string }> {
  let token = await csrf(api);
  await postJson(api, '/api/auth/login', token, { email: DEMO.buyer, password: DEMO_PASSWORD });
  token = await csrf(api);

  // Start from an empty cart (other tests may have left lines in it).
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? []) {
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
  }

  // A product of the demo vendor (Mensah Cocoa Cooperative) whose minimum order stays within the $1,000 card limit:
  // its cocoa products are above it, so search by the vendor's name.
  const search = await (await api.get('/api/products?q=cocoa&limit=48')).json();
  const byVendor = await (await api.get('/api/products?q=Mensah&limit=48')).json();
  const products = [...search.items, ...byVendor.items].filter(
    (p: { vendorName: string; currency: string; priceCents: number; minOrder: number }) =>
      p.vendorName === 'Mensah Cocoa Cooperative' && p.currency === 'USD' && p.priceCents * p.minOrder <= 100_000,
  );
  const product = products[0];
  expect(product, 'a demo-vendor product under $1,000').toBeTruthy();
  await postJson(api, '/api/cart/items', token, { productId: product.id, quantity: product.minOrder });

  const checkout = await postJson(api, '/api/checkout', token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-shipping-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await postJson(api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, token);
  const captured = await postJson(api, `/api/checkout/${checkout.checkoutId}/capture`, token);
  const order = await (await api.get(`/api/orders/${captured.orderId}`)).json();
  const vendorOrder = order.vendorOrders.find(
    (v: { vendorName: string }) => v.vendorName === 'Mensah Cocoa Cooperative',
  );
  expect(vendorOrder).toBeTruthy();
  const cents = product.priceCents * product.minOrder;
  const goodsValue = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return { orderId: captured.orderId as string, vendorOrderId: vendorOrder.id as string, goodsValue };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function addEvent(page: Page, trackingNumber: string, status: string, description: string, city: string) {
  const row = page.getByRole('row').filter({ hasText: trackingNumber });
  await row.getByRole('button', { name: /Add a tracking event/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tracking event' });
  await dialog.getByLabel('Status').selectOption({ label: status });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('City').fill(city);
  await dialog.getByLabel('Country').fill('France');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Tracking event added.').last()).toBeVisible(); // the previous event's toast may still show
  await expect(dialog).toBeHidden();
  await expect(row.getByText(status, { exact: true })).toBeVisible();
}

test('a vendor starts a shipment, comes back to buy its label, the admin delivers it and releases the escrow', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const buyer = await browser.newContext();
  const { orderId, vendorOrderId, goodsValue } = await placePaidOrder(buyer.request);
  await buyer.close();
  const ref = orderId.slice(0, 8).toUpperCase();

  // --- The vendor starts the shipment: the rates are quoted and kept with it.
  await login(page, DEMO.vendor);
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create Shipment' })).toHaveAttribute('aria-selected', 'true');

  // Required checks run in the form.
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByText('Choose the order to ship', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Order to ship').selectOption(vendorOrderId);
  const from = page.getByRole('group', { name: 'Ship from' });
  const to = page.getByRole('group', { name: 'Ship to' });
  // prefilled: the vendor's business (in Ghana, never a default Nigeria) as sender, the buyer's address as recipient,
  // the goods value as the declared value, FCA as no quote agreed an Incoterm
  await expect(from.getByLabel('Name')).toHaveValue('Mensah Cocoa Cooperative');
  await expect(from.getByLabel('Country')).toHaveValue('GH');
  await expect(to.getByLabel('Street address')).toHaveValue('12 Rue de Rivoli');
  await expect(to.getByLabel('Country')).toHaveValue('FR');
  await expect(page.getByLabel('Declared value')).toHaveValue(goodsValue);
  await expect(page.getByLabel('Incoterms')).toHaveValue('FCA');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await from.getByLabel('Street address').fill('4 Adum Market Road');
  await from.getByLabel('City').fill('Kumasi');
  await from.getByLabel('Postal code').fill('AK-039');
  await page.getByLabel('Length (cm)').fill('60');
  await page.getByLabel('Width (cm)').fill('40');
  await page.getByLabel('Height (cm)').fill('30');
  await page.getByLabel('Weight (kg)').fill('0');
  await page.getByLabel('Declared value').fill('0');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByText('Enter a number greater than 0')).toBeVisible();
  await expect(page.getByText(/Only samples may be declared at 0\. Enter the goods value/)).toBeVisible();
  await page.getByLabel('Weight (kg)').fill('12.5');
  await page.getByLabel('Declared value').fill(goodsValue);
  await page.getByRole('button', { name: 'Create Shipment' }).click();

  await expect(page.getByRole('tab', { name: 'Select Rate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(new RegExp(`Shipment for order \\W*#${ref}`))).toBeVisible();
  await expect(page.getByText(/Rates quoted on/)).toBeVisible();
  const firstQuote = (await page.getByRole('radio').first().locator('xpath=ancestor::label').textContent()) ?? '';

  // --- The vendor leaves before buying the label, and comes back: the draft and its rates were kept.
  await page.goto('/vendor/dashboard');
  await page.goto('/shipping');
  const drafts = page.getByRole('list', { name: 'Draft shipments' });
  await expect(page.getByRole('heading', { name: 'Label not bought yet' })).toBeVisible();
  const draft = drafts.getByRole('listitem').filter({ hasText: new RegExp(`Order \\W*#${ref}`) });
  await expect(draft).toBeVisible();
  await expect(draft.getByText(/From .* \(/)).toBeVisible();
  await expectAccessible(page);
  await draft.getByRole('button', { name: /Buy the label of the draft shipment/ }).click();

  await expect(page.getByRole('tab', { name: 'Select Rate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(new RegExp(`Shipment for order \\W*#${ref}`))).toBeVisible();
  // the same rates as quoted before leaving
  await expect(page.getByRole('radio').first().locator('xpath=ancestor::label')).toHaveText(firstQuote);
  const buy = page.getByRole('button', { name: 'Buy Label' });
  await expect(buy).toBeDisabled();
  const rates = page.getByRole('radio');
  expect(await rates.count()).toBeGreaterThan(0);
  await rates.first().check();
  await expect(buy).toBeEnabled();
  await buy.click();

  await expect(page.getByRole('tab', { name: 'Download Label' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your label is ready')).toBeVisible();
  await expect(draft).toBeHidden();
  await expectAccessible(page);
  const trackingNumber = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
  expect(trackingNumber).toMatch(/^[0-9A-Z]{10,}$/);

  const labelLink = page.getByRole('link', { name: /Download label/ });
  const labelHref = await labelLink.getAttribute('href');
  expect(labelHref).toMatch(/\/api\/shipments\/[0-9a-f-]+\/label\.pdf$/);
  await expect(labelLink).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get(labelHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  for (const name of [/Commercial invoice/, /Packing list/]) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const doc = await page.request.get(href!);
    expect(doc.status(), String(name)).toBe(200);
    expect(doc.headers()['content-type']).toContain('application/pdf');
  }

  // The order's shipment is listed with its status; Track opens the tracking tab.
  await page.getByRole('button', { name: `Track shipment ${trackingNumber}` }).click();
  await expect(page.getByRole('tab', { name: 'Track Shipment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Label Ready')).toBeVisible();

  // --- The admin reports the parcel in transit, then delivered.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin);
  await admin.goto('/admin/shipping');
  await expect(admin.getByRole('heading', { name: 'Shipment Management' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: trackingNumber })).toBeVisible();
  await expectAccessible(admin);
  await addEvent(admin, trackingNumber, 'In Transit', 'Departed Accra export hub', 'Accra');
  await addEvent(admin, trackingNumber, 'Delivered', 'Delivered to the consignee', 'Paris');

  // --- Anyone follows the order, signed out: the history newest first, the newest highlighted.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track/${orderId}`);
  await expect(visitor.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
  await expect(visitor.getByText(trackingNumber)).toBeVisible();
  const history = visitor.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Delivered to the consignee');
  await expect(history.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(history.nth(1)).toContainText('Departed Accra export hub');
  await expect(history.nth(2)).toContainText('Label created');
  await expectAccessible(visitor);
  const carrierLink = visitor.getByRole('link', { name: /Track on the .* website|Search the web/ });
  await expect(carrierLink).toHaveAttribute('href', new RegExp(trackingNumber));
  await visitor.getByRole('button', { name: 'Refresh Tracking' }).click();
  await expect(history).toHaveCount(3);
  await visitorContext.close();

  // --- Delivered with the money still held: it needs escrow release; the admin releases it.
  await admin.getByRole('button', { name: 'Needs Escrow Release' }).click();
  await expect(admin.getByRole('button', { name: 'Needs Escrow Release' })).toHaveAttribute('aria-pressed', 'true');
  const row = admin.getByRole('row').filter({ hasText: trackingNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('Held')).toBeVisible();
  await row.getByRole('button', { name: /Release the escrow/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Release escrow' }).click();
  await expect(admin.getByText('Escrow released. The vendor has been paid.')).toBeVisible();
  await expect(row).toBeHidden();
  await adminContext.close();
});

test('the public tracking page explains an unknown order and an order without shipments', async ({ page }) => {
  await page.goto('/track/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tracking Error' })).toBeVisible();
  await expect(page.getByText('No order with this number')).toBeVisible();

  const { orderId } = await placePaidOrder(page.context().request);
  await page.goto(`/track/${orderId}`);
  await expect(page.getByRole('heading', { name: 'No Tracking Information' })).toBeVisible();
});

test('a vendor cancels a draft shipment; the buyer never sees a draft', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const buyer = await browser.newContext();
  const { orderId, vendorOrderId } = await placePaidOrder(buyer.request);
  const ref = orderId.slice(0, 8).toUpperCase();

  // The vendor starts a shipment (through the API: ship-to and customs come from the order) and does not buy its label.
  await login(page, DEMO.vendor);
  const token = await csrf(page.request);
  await postJson(page.request, '/api/shipments', token, {
    orderId,
    vendorOrderId,
    address_from: { name: 'Mensah Cocoa Cooperative', street1: '4 Adum Market Road', city: 'Kumasi', zip: 'AK-039' },
    parcel: { length: 40, width: 30, height: 20, weight: 8 },
  });

  // The buyer's tracking shows no shipment: a draft is not a shipment yet.
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/track/${orderId}`);
  await expect(buyerPage.getByRole('heading', { name: 'No Tracking Information' })).toBeVisible();
  await expect(buyerPage.getByText(/Shipment 1 of/)).toBeHidden();

  await page.goto('/shipping');
  const draft = page
    .getByRole('list', { name: 'Draft shipments' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Order \\W*#${ref}`) });
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: /Cancel the draft shipment/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this draft shipment?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: /Cancel the draft shipment/ }).click();
  await dialog.getByRole('button', { name: 'Cancel draft' }).click();
  await expect(page.getByText(new RegExp(`Draft shipment for order \\W*#${ref}\\W* cancelled`))).toBeVisible();
  await expect(draft).toBeHidden();

  await buyerPage.reload();
  await expect(buyerPage.getByRole('heading', { name: 'No Tracking Information' })).toBeVisible();
  await buyer.close();
});
