import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * "Production started, with photos" in the browser (issue 18): on a 30-70 order the vendor, on a phone, sends photos
 * of the goods being made from the orders list; a file that is too large is refused before it is sent; the deposit is
 * released and the buyer sees the photos (with their size set) and the timeline step on the order page.
 */
const FES_VENDOR = 'vendor.fes@demo.afribridge.test';

async function emptyCart(api: APIRequestContext, token: string) {
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? [])
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
}

/** A small valid PNG (1x1), as a phone's photo stand-in; the server re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a vendor sends production photos from a phone; the deposit is released and the buyer sees them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1280, height: 1000 });
  const found = await (await buyer.api.get('/api/products?q=Fes%20Ceramic&limit=5')).json();
  const bowls = found.items.find((p: { name: string }) => p.name === 'Hand-Painted Fes Ceramic Bowls') as {
    id: string;
    minOrder: number;
  };
  await emptyCart(buyer.api, buyer.token);
  await postJson(buyer.api, '/api/cart/items', buyer.token, { productId: bowls.id, quantity: bowls.minOrder });
  const checkout = await postJson(buyer.api, '/api/checkout', buyer.token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-production-${Date.now()}`,
  });
  await postJson(buyer.api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, buyer.token);
  const { orderId } = await postJson(buyer.api, `/api/checkout/${checkout.checkoutId}/capture`, buyer.token);
  const ref = orderId.slice(0, 8).toUpperCase();

  const vendor = await signedIn(browser, FES_VENDOR, { width: 360, height: 780 });
  const v = vendor.page;
  await v.goto('/vendor/dashboard?tab=orders');
  const open = v.getByRole('button', { name: `Order ${ref}: production started, send photos` });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = v.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Production started on order ${ref}` })).toBeVisible();
  await expect(dialog).toContainText('the deposit');
  const input = dialog.getByLabel('Photos (JPG, PNG or WebP, up to 5 MB each)');
  // too large: refused here, nothing sent
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByText('Choose 1 to 5 photos (JPG, PNG or WebP), each up to 5 MB.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send and release the deposit' })).toBeDisabled();
  // a file named .png that is not an image: the server says which one, nothing is released
  await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await dialog.getByRole('button', { name: 'Send and release the deposit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('"broken.png" is not an image');
  await input.setInputFiles([
    { name: 'loom-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'loom-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByTestId('production-chosen')).toHaveText('2 photos chosen');
  await v.screenshot({ path: test.info().outputPath('vendor-production-dialog-360.png') });
  await dialog.getByRole('button', { name: 'Send and release the deposit' }).click();
  await expect(v.getByText(`Photos sent for order ${ref}: the deposit is released to your balance.`)).toBeVisible();
  await expect(v.getByRole('button', { name: `Order ${ref}: production started, send photos` })).toHaveCount(0);

  // The buyer sees the photos, the amount released and the step.
  await buyer.page.goto(`/order-confirmation/${orderId}`);
  const panel = buyer.page.getByTestId('plan-panel');
  const photos = panel.getByTestId('production-photos');
  await expect(photos).toContainText('Production started on');
  await expect(photos.getByRole('img')).toHaveCount(2);
  const first = photos.getByRole('img', { name: 'Photo 1 of the goods in production' });
  await expect(first).toHaveAttribute('width', '96');
  await expect
    .poll(async () => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(panel.getByTestId('plan-released')).toHaveText(/\$\d/);
  await expect(panel).toContainText('Deposit released to the vendor');
  await buyer.page.screenshot({ path: test.info().outputPath('buyer-production-photos.png'), fullPage: true });
});
