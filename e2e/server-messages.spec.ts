import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './helpers';
import { apiLogin, call, registerVerified } from './vendor-flows';

/**
 * What the server says is shown in the page's language (decision 009): a refusal only the server can know about, and a
 * shared contract checked in the browser. Fresh accounts, so the demo accounts keep their language for other tests.
 */

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

function product(name: string, stock: number) {
  return {
    name,
    description: 'Savon noir artisanal au beurre de karité, fabriqué à la main par une coopérative de femmes.',
    category: 'fashion-beauty',
    price: '4.50',
    currency: 'USD',
    minOrder: 1,
    unit: 'Pieces',
    stock,
    origin: 'Ghana',
    // carrier-calculated shipping needs the weight (issue 17): without it the soap could not be bought at all
    shippingWeight: '0.2',
    shippingDimensions: '10x6x4',
    leadTime: 5,
    paymentTerms: 'letter-of-credit',
    tags: ['savon'],
  };
}

test('a stock refusal from the server is worded in French on a French page', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const vendorApi = (await browser.newContext({ baseURL })).request;
  await apiLogin(vendorApi, DEMO.vendor);
  const name = `Savon noir ${Date.now()}`;
  const created = await call<{ id: string }>(vendorApi, 'POST', '/api/vendor/products', product(name, 5));

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = `acheteur.${Date.now()}@example.com`;
  await registerVerified(context.request, { name: 'Awa Diallo', email, password: 'Karite-Savon-2024', role: 'buyer' });
  await page.goto(`/products/${created.id}`);
  await page.getByLabel('Language').first().selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The buyer asks for 3 while the page still shows 5 in stock; meanwhile the vendor sells most of it elsewhere.
  await page.getByRole('spinbutton', { name: 'Quantité' }).fill('3');
  await call(vendorApi, 'PUT', `/api/vendor/products/${created.id}`, product(name, 2));
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();

  const toast = page.getByText(`Seulement 2 pièces de ${name} disponibles`);
  await expect(toast).toBeVisible();
  // Let the toast's entrance animation finish, so the screenshot shows it as a user reads it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  await shot(page, 'stock-refusal-fr');
  await context.close();
});

test('a shared contract checked in the browser speaks Arabic on an Arabic page', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const email = `mushtari.${Date.now()}@example.com`;
  await registerVerified(context.request, {
    name: 'Layla Hassan',
    email,
    password: 'Sahara-Trade-2024',
    role: 'buyer',
  });
  await page.goto('/settings?tab=security');
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByLabel('رقم واتساب').fill('12');
  await page.getByRole('button', { name: 'ربط الرقم' }).click();
  const error = page.getByText('أدخل رقم الهاتف بالصيغة الدولية، مثل \u2066+234\u00a0803\u00a0123\u00a04567\u2069');
  await expect(error).toBeVisible();
  await error.locator('xpath=ancestor::form').screenshot({ path: test.info().outputPath('contract-message-ar.png') });
  await context.close();
});
