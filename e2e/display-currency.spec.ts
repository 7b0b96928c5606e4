import { expect, test, type Page } from '@playwright/test';

/** The product cards of the catalogue grid. */
function productCards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

interface Rate {
  currency: string;
  unitsPerUsd: string;
}

/** The expected whole-franc amount of a price (half-up, in integers), from the public rate table. */
function expectedXof(priceCents: number, currency: string, rates: Rate[]): number {
  const micros = (c: string) => {
    if (c === 'USD') return 1_000_000n;
    const [whole, frac = ''] = rates.find((r) => r.currency === c)!.unitsPerUsd.split('.');
    return BigInt(whole!) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
  };
  const n = BigInt(priceCents) * micros('XOF');
  const d = 100n * micros(currency);
  return Number((n * 2n + d) / (2n * d));
}

const digits = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a visitor picks XOF and sees XOF amounts beside the vendor prices on the catalogue and a product page, after a reload too', async ({
  page,
  request,
}) => {
  const rates = ((await (await request.get('/api/exchange-rates')).json()) as { items: Rate[] }).items;
  expect(rates.map((r) => r.currency)).toEqual(expect.arrayContaining(['XOF', 'UGX', 'EGP', 'MAD']));

  await page.goto('/products');
  await expect(productCards(page).first()).toBeVisible();
  // USD is the default: a USD price has no second amount
  const chooser = page.getByLabel('Display currency').first();
  // each currency's name is its option's tooltip, looked up once the reader reaches for the list
  await chooser.focus();
  await expect(chooser.locator('option', { hasText: 'XOF' })).toHaveAttribute('title', /West African CFA franc/i);
  await expect(chooser).toHaveValue('USD');
  await chooser.selectOption('XOF');

  const converted = page.getByTestId('converted-price');
  await expect(converted.first()).toBeVisible();
  await expect(converted.first()).toHaveAttribute('data-currency', 'XOF');
  await expect(converted.first()).toContainText('CFA');
  await expect(converted.first()).toContainText('≈');
  // XOF has no minor units: no decimals
  await expect(converted.first()).not.toContainText(/[.,]\d{2}(\D|$)/);
  // every card shows one, beside its vendor price
  const cards = productCards(page);
  await expect(cards.first().getByTestId('converted-price')).toBeVisible();

  // the product page: the vendor's own price and the XOF amount from the rate table, the rate day in the tooltip
  await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const product = (await (await request.get(`/api/products/${id}`)).json()) as {
    priceCents: number;
    currency: string;
  };
  await expect(page.getByTestId('product-price')).toBeVisible();
  const onPage = page.getByTestId('converted-price');
  await expect(onPage).toHaveAttribute('data-currency', 'XOF');
  await expect(onPage).toHaveAttribute('title', /1 USD = .*XOF/);
  expect(digits(await onPage.innerText())).toBe(expectedXof(product.priceCents, product.currency, rates));

  // still XOF after a reload (remembered in this browser)
  await page.reload();
  await expect(page.getByTestId('converted-price')).toHaveAttribute('data-currency', 'XOF');
  await expect(page.getByLabel('Display currency').first()).toHaveValue('XOF');
  expect(await page.evaluate(() => localStorage.getItem('displayCurrency'))).toBe('XOF');
  await page.goto('/products');
  await expect(page.getByTestId('converted-price').first()).toHaveAttribute('data-currency', 'XOF');

  // no sideways scrolling at 360 px, in Arabic too
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(`/products/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('converted-price')).toContainText('CFA');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('a buyer in Côte d’Ivoire (browser in fr-CI)', () => {
  test.use({ locale: 'fr-CI' });

  test('sees CFA francs by default, and a choice of USD is kept', async ({ page }) => {
    await page.goto('/products');
    await expect(productCards(page).first()).toBeVisible();
    const chooser = page.getByLabel(/Display currency|Devise d.affichage/).first();
    await expect(chooser).toHaveValue('XOF');
    await expect(page.getByTestId('converted-price').first()).toHaveAttribute('data-currency', 'XOF');
    await chooser.selectOption('USD');
    await page.reload();
    await expect(page.getByLabel(/Display currency|Devise d.affichage/).first()).toHaveValue('USD');
  });
});
