import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

/** The CSRF token of an API context's session (sent back in the x-csrf-token header). */
export async function csrf(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/auth/session');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** A JSON POST with the CSRF header; fails the test on an error answer. */
export async function postJson(api: APIRequestContext, path: string, token: string, body?: unknown) {
  const res = await api.post(path, {
    headers: { 'x-csrf-token': token },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A new browser context signed in as `email`, with its API context and CSRF token. */
export async function signedIn(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 1000 },
): Promise<{ page: Page; api: APIRequestContext; token: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page, email);
  return { page, api: context.request, token: await csrf(context.request) };
}

/**
 * Puts lines in the guest cart the app keeps in the browser (before signing in, the cart is merged into the account's
 * at login): the quickest way to reach the cart or checkout with known products.
 */
export async function fillGuestCart(page: Page, lines: { productId: string; quantity: number }[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
}
