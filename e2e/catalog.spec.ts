import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';

/** Real PNG files for the upload (the server judges images by their bytes). */
async function makePictures(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files = [
    { name: 'cocoa-front.png', background: '#0f766e' },
    { name: 'cocoa-side.png', background: '#b45309' },
  ];
  return Promise.all(
    files.map(async ({ name, background }) => {
      const file = path.join(dir, name);
      await sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

/** The product cards of the browse grid (each is a list item with the product name as its heading). */
function productCards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

test('a vendor adds a product with two pictures, sees it in My Products and on /products, edits and deletes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const pictures = await makePictures(testInfo.outputPath('pictures'));
  const name = `E2E Shade-Dried Cocoa Nibs ${Date.now().toString(36)}`;

  await login(page, DEMO.vendor);
  await page.goto('/vendor/dashboard?tab=products');
  await page.getByRole('link', { name: 'Add Product' }).first().click();
  await expect(page).toHaveURL(/\/vendor\/add-product$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeVisible();

  // Next checks the step's required fields
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required product fields before proceeding.')).toBeVisible();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('Choose a category')).toBeVisible();

  // Step 1: Basic Info
  await page.getByLabel('Product name').fill(name);
  await page.locator('label').filter({ hasText: 'Agriculture & Farming' }).click();
  await expect(page.getByRole('radio', { name: 'Agriculture & Farming' })).toBeChecked();
  await page
    .getByLabel('Description', { exact: true })
    .fill('Roasted, shelled and cracked cocoa beans from Ashanti smallholders.');
  await page.getByLabel('Price', { exact: true }).fill('12.5O');
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByLabel('Unit', { exact: true }).selectOption('KG');
  await page.getByLabel('Minimum order').fill('10');
  await page.getByLabel('Stock', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a price such as 12.50 (at most 2 decimals)')).toBeVisible();
  await page.getByLabel('Price', { exact: true }).fill('12.50');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Details & Images
  await expect(page.getByRole('heading', { level: 2, name: 'Details & Images' })).toBeVisible();
  await page.getByLabel('Origin').fill('Kumasi, Ghana');
  await page.getByLabel('Specifications').fill('Nib size 2-4 mm, moisture < 5%');
  await page.getByLabel('Certifications').fill('Fairtrade');
  const tagBox = page.getByRole('textbox', { name: 'Tags' });
  await tagBox.fill('  cocoa  ');
  await tagBox.press('Enter');
  await tagBox.fill('Cocoa');
  await tagBox.press('Enter');
  await expect(page.getByText('This tag is already added.')).toBeVisible();
  await tagBox.fill('nibs');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('button', { name: 'Remove tag cocoa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove tag nibs' })).toBeVisible();

  await page.getByTestId('product-image-input').setInputFiles(pictures);
  await expect(page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Shipping & Terms; submit only here
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping & Terms' })).toBeVisible();
  await page.getByLabel('Lead time (days)').fill('14');
  await page.getByLabel('Payment terms').selectOption('escrow');
  await page.getByLabel('Shipping weight (kg)').fill('25');
  await page.getByLabel('Shipping dimensions (cm)').fill('60x40x40');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText('Product added successfully! It is now live on the marketplace.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/dashboard\?tab=products/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Agriculture & Farming');
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('500');
  await expect(row).toContainText('Active');

  // Public catalogue: found by searching its unique name, with every field on its page
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(productCards(page)).toHaveCount(1);
  // a vendor cannot buy their own product: the card offers an edit link instead of "Add to cart"
  await expect(productCards(page)).toContainText('This is your listing.');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toBeVisible();
  await expect(page.getByText('Kumasi, Ghana')).toBeVisible();
  await expect(page.getByText('Nib size 2-4 mm, moisture < 5%')).toBeVisible();
  await expect(page.getByText('60×40×40 cm')).toBeVisible();
  await expect(page.getByRole('link', { name: 'nibs' })).toBeVisible();
  const productUrl = page.url();
  const productId = productUrl.split('/').pop() ?? '';

  // Edit: prefilled, saved, and back to My Products
  await page.goto(`/vendor/edit-product/${productId}`);
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('500');
  await page.getByLabel('Price', { exact: true }).fill('13.00');
  await page.getByLabel('Stock', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(row).toContainText('$13.00');
  await expect(row).toContainText('Unlimited');

  // Delete with confirmation
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this product?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});

test('a signed-out visitor searches, filters by category and country, loads more and opens a product', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = productCards(page);
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ })).toHaveCount(12);

  // Load More until the end (37 demo products, 12 per page)
  const loadMore = page.getByRole('button', { name: 'Load More Products' });
  await loadMore.click();
  await expect(cards).toHaveCount(24);
  await loadMore.click();
  await expect(cards).toHaveCount(36);
  await loadMore.click();
  await expect(page.getByText('You have seen all the products.')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThanOrEqual(37);

  // Search; the query string holds the filters
  await page.getByRole('searchbox', { name: 'Search' }).fill('cocoa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?q=cocoa$/);
  await expect(page.getByRole('link', { name: 'Premium Ghana Cocoa Beans' })).toBeVisible();

  // Category and country combine with the search
  await page.getByLabel('Category').selectOption('agriculture-farming');
  await expect(page).toHaveURL(/category=agriculture-farming/);
  await expect(page).toHaveURL(/q=cocoa/);
  await page.getByLabel('Supplier country').selectOption('Ghana');
  await expect(page).toHaveURL(/country=Ghana/);
  await expect(page.getByRole('link', { name: 'Premium Ghana Cocoa Beans' })).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Ghana');

  // Back returns to the previous filters
  await page.goBack();
  await expect(page).not.toHaveURL(/country=/);
  await expect(page.getByLabel('Supplier country')).toHaveValue('');
  await page.goForward();
  await expect(page.getByLabel('Supplier country')).toHaveValue('Ghana');

  // A search with no result offers to clear the filters
  await page.goto('/products?q=zzqxv&country=Uganda');
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards).toHaveCount(12);

  // The product page shows every field
  await page.goto('/products?q=cocoa&category=agriculture-farming&country=Ghana');
  await page.getByRole('link', { name: 'Premium Ghana Cocoa Beans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Ghana Cocoa Beans' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('$2,450.00');
  await expect(main).toContainText('per MT');
  await expect(main).toContainText('Mensah Cocoa Cooperative');
  await expect(main.getByText('Verified').first()).toBeVisible();
  await expect(main).toContainText('Main-crop fermented cocoa beans');
  await expect(main).toContainText('Bean count 100/100 g');
  await expect(main).toContainText('Fairtrade, Rainforest Alliance');
  await expect(main).toContainText('1,000 kg');
  await expect(main).toContainText('120×100×90 cm');
  await expect(main).toContainText('21 days');
  await expect(main).toContainText('Letter of credit');
  await expect(main).toContainText('5 MT');
  await expect(main).toContainText('120 MT');
  await expect(main.getByRole('link', { name: 'fairtrade' })).toBeVisible();

  // Gallery: thumbnails switch the picture, also with the keyboard
  const second = page.getByRole('button', { name: 'Show picture 2 of 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await second.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Show picture 1 of 2' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Show picture 1 of 2' })).toHaveAttribute('aria-current', 'true');

  // Quantity starts at the minimum order and never goes below it
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('5');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  // Contact supplier needs an account: a signed-out visitor is sent to sign in and back to this product
  // (the inquiry itself is covered by messaging.spec.ts)
  const productUrl = page.url();
  await page.getByRole('button', { name: 'Contact supplier' }).first().click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(decodeURIComponent(page.url())).toContain(new URL(productUrl).pathname);

  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});
