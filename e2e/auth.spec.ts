import { expect, test } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './mail';

test('register, verify by the e-mailed link, log in, land on the dashboard', async ({ page }) => {
  const email = uniqueEmail('e2e-register');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Amaka Nwosu');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Savanna-Trade-77');
  await page.getByLabel('Confirm password').fill('Savanna-Trade-77');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account before logging in.'),
  ).toBeVisible();

  const mail = await waitForMail(email, (m) => m.text.includes('/verify-email'));
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Savanna-Trade-77');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  await expect(page.getByRole('button', { name: /Account menu for Amaka Nwosu/ })).toBeVisible();
});

test('a wrong password and an unverified account get clear messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('buyer@demo.afribridge.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('forgot password: e-mailed link, new password, redirect to login, log in with it', async ({ page }) => {
  const email = uniqueEmail('e2e-reset');
  // an account to reset
  const res = await page.request.get('/api/auth/session');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const reg = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      name: 'Bola Reset',
      email,
      password: 'Original-Pass-1',
      confirmPassword: 'Original-Pass-1',
      role: 'buyer',
      acceptTerms: true,
    },
  });
  expect(reg.status()).toBe(201);
  const verify = await waitForMail(email, (m) => m.text.includes('/verify-email'));
  await page.goto(linkIn(verify, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('No account found with this email address. Please check your email or create a new account.'),
  ).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password'));
  const link = linkIn(mail, '/reset-password');
  expect(link).toContain('access_token=');
  expect(link).toContain('refresh_token=');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-2');
  await page.getByLabel('Confirm new password').fill('Brand-New-Pass-3');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 8000 });

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);

  // the link works once
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-4');
  await page.getByLabel('Confirm new password').fill('Another-Pass-4');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('This reset link has expired or is invalid. Please request a new password reset.'),
  ).toBeVisible();
});
