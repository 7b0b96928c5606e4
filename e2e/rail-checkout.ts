import { expect, type Page, type Request } from '@playwright/test';
import { csrf } from './helpers';
import { demoCartOfOneProduct } from './order-flows';

/** Shared steps of the local-rail checkout specs (Paystack, Flutterwave, M-Pesa, MTN MoMo). */

/** The demo buyer's cart emptied, then one demo-vendor product between $50 and $1,000 (card rails allowed). */
export async function cartOfOneProduct(page: Page): Promise<void> {
  await demoCartOfOneProduct(page.request, await csrf(page.request));
}

/** The checkout page opened and its contact and delivery details filled in. */
export async function checkoutWithDetails(
  page: Page,
  details: { name: string; phone: string; street: string; city: string; country: string; postalCode: string },
): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const fields: [string, string][] = [
    ['Full Name', details.name],
    ['Phone Number', details.phone],
    ['Street Address', details.street],
    ['City', details.city],
    ['Postal Code', details.postalCode],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  await page.getByLabel('Country').selectOption(details.country);
}

/** Every POST /api/checkout the page sends from now on. */
export function checkoutPosts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout') sent.push(r);
  });
  return sent;
}
