import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Searching and sorting /products on a phone (360 px), against the demo catalogue: a misspelt search says which
 * spelling it shows and offers the typed words anyway, the count reads "Showing N of M" and follows "Load More", and
 * the price order is by the price in US dollars whatever each product's currency.
 */
test.use({ viewport: { width: 360, height: 780 } });

type ApiPage = {
  items: { id: string; name: string; priceCents: number; currency: string }[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
  correctedQuery: string | null;
};

async function apiPage(api: APIRequestContext, qs: string): Promise<ApiPage> {
  const res = await api.get(`/api/products?${qs}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ApiPage;
}

/** The product names on the browse grid, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('a misspelt search shows the corrected results, says so, and can search the typed words anyway', async ({
  page,
  request,
}) => {
  const expected = await apiPage(request, 'q=cocao&limit=12');
  expect(expected.correctedQuery).toBe('cocoa');

  await page.goto('/products?q=cocao');
  const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(notice).toHaveText(/Showing results for cocoa \(searched for cocao\)/);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText(expected.items[0]!.name);
  expect((await cardNames(page))[0]).toMatch(/cocoa/i);
  await expectNoSidewaysScroll(page);

  await notice.getByRole('link', { name: 'Search for “cocao” instead' }).click();
  await expect(page).toHaveURL(/[?&]q=cocao&exact=1$/);
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  await expect(page.getByText('Showing results for')).toHaveCount(0);

  // a new search is corrected again
  const box = page.getByRole('search', { name: 'Search and filter products' }).getByRole('searchbox');
  await box.fill('kentte cloth');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText('kente cloth');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText('Handwoven Kente Cloth');
});

test('the count says how many of how many are shown, and "Load More" keeps it true to the end', async ({
  page,
  request,
}) => {
  const first = await apiPage(request, 'limit=12');
  const total = first.total!;
  expect(first.totalCapped).toBe(false);
  expect(total).toBeGreaterThan(24);

  await page.goto('/products');
  const count = page.getByText(/^Showing \d+ of \d+ products$/);
  await expect(count).toHaveText(`Showing 12 of ${total} products`);
  let shown = 12;
  while (shown < total) {
    await page.getByRole('button', { name: 'Load More Products' }).click();
    shown = Math.min(shown + 12, total);
    await expect(count).toHaveText(`Showing ${shown} of ${total} products`);
  }
  await expect(page.getByText('You have seen all the products.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 })).toHaveCount(total);

  // a search counts its own matches
  const search = await apiPage(request, 'q=tea&limit=12');
  await page.goto('/products?q=tea');
  await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toHaveText(
    `Showing ${Math.min(12, search.total!)} of ${search.total} product${search.total === 1 ? '' : 's'}`,
  );
  await expectNoSidewaysScroll(page);
});

test('sorting by price orders products by their price in US dollars, and the order is kept in the URL', async ({
  page,
  request,
}) => {
  const rates = (
    (await (await request.get('/api/exchange-rates')).json()) as { items: { currency: string; unitsPerUsd: string }[] }
  ).items;
  const perUsd = new Map(rates.map((r) => [r.currency, Number(r.unitsPerUsd)]));
  const usd = (p: { priceCents: number; currency: string }) =>
    p.priceCents / (p.currency === 'USD' ? 1 : perUsd.get(p.currency)!);

  await page.goto('/products');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('newest');
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc$/);
  await expect(
    page.getByText('Prices in other currencies are compared in US dollars at current exchange rates.'),
  ).toBeVisible();

  const cheapest = await apiPage(request, 'sort=price-asc&limit=12');
  const usdPrices = cheapest.items.map(usd);
  expect(usdPrices).toEqual([...usdPrices].sort((a, b) => a - b));
  // the demo catalogue mixes currencies, so the order is not the order of the raw amounts
  expect(
    new Set((await apiPage(request, 'sort=price-asc&limit=48')).items.map((i) => i.currency)).size,
  ).toBeGreaterThan(1);
  await expect.poll(() => cardNames(page)).toEqual(cheapest.items.map((i) => i.name));
  await expectNoSidewaysScroll(page);

  // dearest first, and a reload keeps the order
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc$/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  const dearest = await apiPage(request, 'sort=price-desc&limit=12');
  await expect.poll(() => cardNames(page)).toEqual(dearest.items.map((i) => i.name));
  expect(usd(dearest.items[0]!)).toBeGreaterThanOrEqual(usd(dearest.items[11]!));

  // with a query the default is relevance, and an unknown order in the URL falls back to it
  await page.goto('/products?q=tea&sort=cheapest');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});
