import { expect, test } from '@playwright/test';

/**
 * Moving between pages (issue 19 moved the app to the router's declarative mode, with our own scroll memory and error
 * boundary): back returns to where the reader was, a new page opens at its top, and a page whose code cannot load shows
 * the crash page with a way out that works.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('back returns to the place in the product list, a product opens at its top', async ({ page }) => {
  await page.goto('/products');
  const cards = page.locator('main a[href^="/products/"]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  const target = cards.nth(Math.min(count - 1, 6));
  await target.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(500);

  await target.click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(listScroll + 5);

  // forward again: the product page where it was left (its top)
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page whose code cannot load shows the crash page, and the next page still opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The FAQ page's code is not loaded yet: make every script fetched from now on fail, as on a dropped connection.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'crash', idx: 1 }, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'This page ran into a problem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();

  // the connection is back: "Back to Home" leaves the crash page for a page that draws
  await page.unroute('**/assets/*.js');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'This page ran into a problem' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
