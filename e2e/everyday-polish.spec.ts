import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, fillGuestCart, login } from './helpers';
import { apiLogin, call } from './vendor-flows';

/**
 * Issue 25, "Phone and polish": tab bars that do not fit scroll with a visible cue, the cart badge counts lines,
 * the admin audit log shows names, the chat header shows the supplier's name.
 */

/** The tab bar's wrapper carries which edges hide tabs (data-scroll-start / data-scroll-end). */
function tabBar(page: Page): { list: Locator; wrapper: Locator } {
  const list = page.getByRole('tablist').first();
  return { list, wrapper: list.locator('xpath=..') };
}

async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  return Boolean(a && b && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1);
}

test('a phone-width admin tab bar scrolls with a cue at the clipped edge, by arrow or keyboard, the selected tab in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  const { list, wrapper } = tabBar(page);
  await expect(wrapper).toHaveAttribute('data-scroll-start', 'false');
  await expect(wrapper).toHaveAttribute('data-scroll-end', 'true');
  const endCue = page.getByTestId('tabs-scroll-end');
  await expect(endCue).toHaveCSS('opacity', '1');
  const cueBox = await endCue.boundingBox();
  const listBox = await list.boundingBox();
  expect(cueBox!.x).toBeGreaterThan(listBox!.x + listBox!.width / 2); // on the right in English

  // The arrow scrolls toward the hidden tabs: the start edge now hides some too.
  await endCue.locator('button').click();
  await expect(wrapper).toHaveAttribute('data-scroll-start', 'true');

  // Keyboard: End selects the last tab and brings it fully into view; Home goes back.
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const last = page.getByRole('tab').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeFocused();
  await expect(wrapper).toHaveAttribute('data-scroll-end', 'false');
  expect(await inside(last, list)).toBe(true);
  await page.keyboard.press('Home');
  const first = page.getByRole('tab').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(wrapper).toHaveAttribute('data-scroll-start', 'false');
  expect(await inside(first, list)).toBe(true);

  // A tab opened by its link is scrolled into view on arrival, the page itself not scrolled sideways.
  await page.goto('/admin/dashboard?tab=audit');
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  expect(await inside(page.getByRole('tab', { selected: true }), list)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('admin-tabs-360.png') });
});

test('the admin audit log names who acted and on what, the id on hover', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=audit');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // the admin's own sign-in: actor and subject are both "Amina Okafor" with her e-mail
  const login_ = rows.filter({ hasText: 'auth.login' }).filter({ hasText: DEMO.admin }).first();
  await expect(login_).toContainText('Amina Okafor');
  const actorCell = login_.getByRole('cell').nth(1);
  await expect(actorCell).toContainText(DEMO.admin);
  // no bare id prefix where a name is known
  await expect(actorCell).not.toHaveText(/^[0-9a-f]{8}$/);
  const id = ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
  await expect(actorCell.locator(`[title="${id}"]`).first()).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('admin-audit.png') });
});

test('one cart line of 250 units shows the badge "1", not "99+"', async ({ page }) => {
  const res = await page.request.get('/api/products?limit=48');
  const { items } = (await res.json()) as {
    items: { id: string; minOrder: number; stock: number | null; currency: string }[];
  };
  const bulk = items.find((p) => p.minOrder <= 250 && (p.stock === null || p.stock >= 250));
  expect(bulk, 'a product that sells 250 units').toBeTruthy();
  await fillGuestCart(page, [{ productId: bulk!.id, quantity: 250 }]);
  await page.reload();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await expect(cart).toHaveText('1');
});

test('the chat header shows the supplier by name, in full or cut with an ellipsis, on a phone', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const buyerApi = (await browser.newContext({ baseURL })).request;
  await apiLogin(buyerApi, DEMO.buyer);
  const res = await buyerApi.get('/api/products?q=shea&limit=48');
  const product = (
    (await res.json()) as { items: { id: string; unit: string; minOrder: number; vendorName: string }[] }
  ).items[0]!;
  const conv = await call<{ id: string }>(buyerApi, 'POST', '/api/messaging/inquiries', {
    productId: product.id,
    quantity: String(Math.max(1, product.minOrder)),
    unit: product.unit,
    currency: 'USD',
    destinationCountry: 'France',
    message: 'Hello, could you quote a trial order for our shop in Lyon?',
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, DEMO.buyer);
  await page.goto(`/messages/${conv.id}`);
  const name = page.getByTestId('chat-counterpart');
  await expect(name).toHaveText(product.vendorName);
  await expect(name).toHaveAttribute('title', product.vendorName);
  const box = await name.boundingBox();
  expect(box!.width, 'the name has most of the header line').toBeGreaterThan(180);
  expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
  await page.screenshot({ path: test.info().outputPath('chat-header-360.png') });
});
