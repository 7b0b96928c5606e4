import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { linkIn, uniqueEmail, waitForMail } from './mail';

/** The figure shown under a stat card's label. */
function stat(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
}

test('overview shows the platform figures', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'Total users')).not.toHaveText('0');
  await expect(stat(page, 'Products live')).toHaveText(/^[1-9][\d,]* of [1-9]/);
  await expect(page.getByRole('img', { name: /Orders per day/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Monitor Dashboard' }).first()).toBeVisible();
  // tabs are linkable
  await page.goto('/admin/dashboard?tab=verifications');
  await expect(page.getByRole('tab', { name: 'Verifications' })).toHaveAttribute('aria-selected', 'true');
});

test('an admin finds a new user and suspends them: their session is refused at once', async ({ page, browser }) => {
  const email = uniqueEmail('e2e-suspend');
  const password = 'Suspend-Me-Pass-1';
  const name = `Kofi Suspend ${Date.now().toString(36)}`;
  const session = await page.request.get('/api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const reg = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': csrfToken },
    data: { name, email, password, confirmPassword: password, role: 'buyer', acceptTerms: true },
  });
  expect(reg.status()).toBe(201);
  const verify = await waitForMail(email, (m) => m.text.includes('/verify-email'));

  // the user, in a browser of their own: verified and signed in
  const theirs = await browser.newContext();
  const userPage = await theirs.newPage();
  await userPage.goto(linkIn(verify, '/verify-email'));
  await expect(userPage.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await login(userPage, email, password);
  await userPage.goto('/settings');
  await expect(userPage).toHaveURL(/\/settings/);

  // the admin
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=users');
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Manage ${name}` }).click();
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspend ${name}?` });
  // a reason is required
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(confirm.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Suspicious activity in an e2e test');
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText(`${name} is suspended.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // their session no longer works
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await theirs.close();
});

test('the admin cannot suspend themselves: the server says why', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=users');
  await page.getByLabel('Search users').fill(DEMO.admin);
  const row = page.getByRole('row').filter({ hasText: DEMO.admin });
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the admin
  await row.getByRole('button', { name: /^Manage / }).click();
  await expect(page.getByRole('dialog').getByText('You', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel('Reason').fill('Trying to lock myself out');
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await expect(confirm.getByRole('alert')).not.toBeEmpty();
});

test('exchange rates: a new NGN rate is saved on the server', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=payments');
  const ngn = page.getByLabel('NGN per US dollar');
  await expect(ngn).toBeVisible();
  const original = await ngn.inputValue();
  const next = `${1500 + Math.floor(Math.random() * 400)}.25`;
  await ngn.fill(next);
  await page.getByRole('button', { name: 'Save the NGN rate' }).click();
  await expect(page.getByText('The NGN rate is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('NGN per US dollar')).toHaveValue(next);

  // put the rate back for the other tests
  await page.getByLabel('NGN per US dollar').fill(original);
  await page.getByRole('button', { name: 'Save the NGN rate' }).click();
  await expect(page.getByText('The NGN rate is saved.').first()).toBeVisible();
});
