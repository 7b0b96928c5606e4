import { expect, test } from '@playwright/test';
import { csrf, DEMO, login } from './helpers';
import { paidDemoOrder } from './order-flows';

/**
 * Issue 19, offline-tolerant: the service worker keeps the app shell and copies of the pages' data, so the last
 * visited browse page, product page and the buyer's orders open without a network, under a clear banner; an action
 * that needs the network says so.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

test('the app is installable (a manifest with icons)', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/manifest\+json/);
  const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'AfriBridge Trade', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});

test('visited /products, a product page and the buyer’s orders open offline with a banner; adding to the cart offline says why it failed', async ({
  page,
  context,
}) => {
  await login(page, DEMO.buyer);
  await paidDemoOrder(page.request, await csrf(page.request), `offline-${Date.now()}`);
  // the worker takes control of the page once installed
  await page.goto('/products');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.reload();
  const firstCard = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const productName = (await firstCard.getByRole('heading').innerText()).trim();
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();
  await page.goto('/buyer/dashboard?tab=orders');
  const firstOrder = page.getByRole('heading', { name: /^Order #/ }).first();
  await expect(firstOrder).toBeVisible();
  const orderText = (await firstOrder.innerText()).trim();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline: showing saved pages.' });

  await page.goto('/products');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: productName })).toBeVisible();

  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(banner).toBeVisible();
  // an action that needs the network: refused with a message that says why, nothing pretends to have worked
  await page
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  await expect(page.getByText('Network error. Please check your internet connection and try again.')).toBeVisible();

  await page.goto('/buyer/dashboard?tab=orders');
  await expect(page.getByRole('heading', { name: orderText })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
