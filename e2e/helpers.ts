import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2024';
export const DEMO = {
  admin: 'admin@demo.afribridge.test',
  vendor: 'vendor@demo.afribridge.test',
  buyer: 'buyer@demo.afribridge.test',
};

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
