import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './helpers';

const PRODUCT = 'Handwoven Kente Cloth';
const VENDOR = 'Mensah Cocoa Cooperative';
const shots = process.env.E2E_SCREENSHOT_DIR;

test('a buyer saves a product and follows its supplier; the vendor sees the view in Analytics', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // signed out: the heart leads to sign-in and back to the same search
  await page.goto('/products?q=kente');
  const heart = page.getByRole('button', { name: `Save ${PRODUCT}` });
  await heart.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%3Fq%3Dkente/);
  await page.getByLabel('Email address').fill(DEMO.buyer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/products\?q=kente/);

  await page.getByRole('button', { name: `Save ${PRODUCT}` }).click();
  await expect(page.getByText(`${PRODUCT} saved to your list`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${PRODUCT}` })).toHaveAttribute('aria-pressed', 'true');

  // Saved Products tab
  await page.goto('/buyer/dashboard?tab=saved');
  const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('In stock')).toBeVisible();
  await expect(saved.getByText('Same price as when you saved it')).toBeVisible();
  await expect(saved.getByRole('button', { name: `Add ${PRODUCT} to cart` })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/saved-products.png`, fullPage: true });

  // the product page (a counted view), follow the supplier from its card
  await saved.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${PRODUCT}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Follow supplier' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  if (shots) await page.screenshot({ path: `${shots}/product-detail.png`, fullPage: true });

  // My Suppliers tab
  await page.goto('/buyer/dashboard?tab=suppliers');
  const supplier = page.getByRole('list', { name: 'My suppliers' }).getByRole('listitem').filter({ hasText: VENDOR });
  await expect(supplier).toBeVisible();
  // the demo buyer may already have ordered from this vendor in another spec of the run
  await expect(supplier).toContainText(/No order yet|Last order/);
  await expect(supplier.getByRole('link', { name: 'Message' })).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Following' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/my-suppliers.png`, fullPage: true });
  if (shots) {
    await page.goto('/products?q=kente');
    await page.screenshot({ path: `${shots}/browse.png` });
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/buyer/dashboard?tab=saved');
    await page.screenshot({ path: `${shots}/saved-ar.png`, fullPage: true });
    await page.goto('/buyer/dashboard?tab=suppliers');
    await page.screenshot({ path: `${shots}/suppliers-ar.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  }

  // the vendor's Analytics tab counts the buyer's view
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await login(vendorPage, DEMO.vendor);
  await vendorPage.goto('/vendor/dashboard?tab=analytics');
  await expect(vendorPage.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const row = vendorPage.getByRole('row').filter({ hasText: PRODUCT });
  await expect(row).toBeVisible();
  const views = Number(await row.getByRole('cell').nth(1).innerText());
  expect(views).toBeGreaterThanOrEqual(1);
  await vendorPage.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(vendorPage.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();
  if (shots) await vendorPage.screenshot({ path: `${shots}/vendor-analytics.png`, fullPage: true });
  await vendorPage.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(vendorPage.getByRole('heading', { name: /Week by week/ })).toBeVisible();
  await expect(row).toBeVisible();
  if (shots) await vendorPage.screenshot({ path: `${shots}/vendor-analytics-90.png`, fullPage: true });
  await vendorContext.close();
});
