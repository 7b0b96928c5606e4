import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers';

/** At 360 px the admin's tables become cards: every row's actions stay on screen, nothing scrolls sideways. */
test.use({ viewport: { width: 360, height: 740 } });

test('the admin users table reads as cards on a phone, each with its action in view', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Users/ }).click();
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const row = table.locator('tbody tr').filter({ hasText: DEMO.buyer });
  // each cell carries its column's name, shown before it
  await expect(row.locator('td[data-label="E-mail"], td[data-label="Email"]').first()).toBeVisible();
  const manage = row.getByRole('button', { name: /Manage/ });
  await manage.scrollIntoViewIfNeeded();
  await expect(manage).toBeInViewport();
  const box = await manage.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // the row is a card: the header row is not shown
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
});

test('at 1366 px the same table keeps its columns', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Users/ }).click();
  const table = page.getByRole('table').first();
  await expect(table.locator('thead')).not.toHaveCSS('position', 'absolute');
  await expect(table.getByRole('columnheader').first()).toBeVisible();
});
