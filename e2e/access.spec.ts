import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers';

test('a buyer sees "Access Denied" on the vendor dashboard, and the API refuses too', async ({ page }) => {
  await login(page, DEMO.buyer);
  await page.goto('/vendor/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page with your current role.")).toBeVisible();
  const api = await page.request.get('/api/vendor/products');
  expect(api.status()).toBe(403);
});

test('signed-out visitors are sent to login from guarded pages', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings/);
});

test('a multi-role user switches role from the menu and lands on that dashboard', async ({ page }) => {
  await login(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: /Buyer/ }).first().click();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.activeRole).toBe('buyer');
  // put it back for other tests
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page
    .getByRole('button', { name: /Vendor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
});

test('the static admin pages lead somewhere real', async ({ page }) => {
  await page.goto('/admin/login.html');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard/);
  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2024');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/monitor.html');
  await expect(page).toHaveURL(/\/admin\/monitor$/);
  await expect(page.getByText(/pglite/i).first()).toBeVisible();
  // the periodic jobs (issue 21), each with its period and last run
  await expect(page.getByRole('heading', { name: 'Scheduled jobs' })).toBeVisible();
  await expect(page.getByText('Escrow auto-release')).toBeVisible();
  await expect(page.getByText('Every 5 min').first()).toBeVisible();
});
