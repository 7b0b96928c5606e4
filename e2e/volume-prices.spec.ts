import { expect, test } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * Volume price tiers (issue 22): a vendor adds price breaks in the product wizard (a ladder in the wrong order is
 * refused on the spot), a buyer sees them on the product page, and the cart charges the break the quantity reaches.
 */
test('a vendor sets volume prices; a buyer sees the ladder and the cart charges the price the quantity reaches', async ({
  browser,
}) => {
  const vendor = await signedIn(browser, DEMO.vendor);
  const name = `Bolga Baskets ${Date.now()}`;
  const created = (await postJson(vendor.api, '/api/vendor/products', vendor.token, {
    name,
    category: 'visual-arts-crafts',
    description: 'Hand-woven elephant grass baskets from Bolgatanga, leather handles.',
    price: '12.00',
    currency: 'USD',
    minOrder: 10,
    unit: 'Pieces',
    stock: null,
    origin: 'Bolgatanga, Ghana',
    shippingMode: 'free',
    leadTime: 14,
    paymentTerms: 'escrow',
  })) as { id: string };

  const page = vendor.page;
  await page.goto(`/vendor/edit-product/${created.id}`);
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  const editor = page.getByTestId('price-tiers-editor');
  await editor.getByRole('button', { name: 'Add a volume price' }).click();
  await page.getByLabel('From quantity (1)').fill('50');
  await page.getByLabel('Unit price (1)').fill('10.50');
  await editor.getByRole('button', { name: 'Add a volume price' }).click();
  await page.getByLabel('From quantity (2)').fill('200');
  await page.getByLabel('Unit price (2)').fill('11.00');
  await page.getByRole('button', { name: 'Next' }).click();
  // dearer for more: refused under the row, on the first step
  await expect(editor.getByText('Make it lower than the price before it')).toBeVisible();
  await page.getByLabel('Unit price (2)').fill('9.25');
  await expect(editor.getByText('Make it lower than the price before it')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();

  const buyer = await signedIn(browser, DEMO.buyer, { width: 360, height: 800 });
  await buyer.page.goto(`/products/${created.id}`);
  const ladder = buyer.page.getByTestId('product-price-tiers');
  await expect(ladder).toContainText('Volume prices');
  await expect(ladder.locator('tbody').getByRole('row')).toHaveText([
    /From 10 pieces\s*\$12\.00 per piece/,
    /From 50 pieces\s*\$10\.50 per piece/,
    /From 200 pieces\s*\$9\.25 per piece/,
  ]);
  await buyer.page.screenshot({ path: test.info().outputPath('product-volume-prices-360.png'), fullPage: true });

  // the browse card names the deepest break
  await buyer.page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(buyer.page.getByTestId('card-volume-price')).toHaveText('Volume price $9.25 from 200 pieces');
  await buyer.page.goto(`/products/${created.id}`);

  await buyer.page.getByLabel('Quantity', { exact: true }).fill('60');
  await buyer.page.getByRole('button', { name: 'Add to cart' }).first().click();
  await buyer.page.goto('/cart');
  const line = buyer.page.getByRole('listitem').filter({ hasText: name });
  await expect(line).toContainText('$10.50 per piece');
  await expect(line).toContainText('$630.00');
  await buyer.page.context().close();
  await page.context().close();
});
