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

/** What the checkout's totals show for shipping while it is not priced (English). */
const SHIPPING_NOT_PRICED = /^(Enter your country|Calculating…|Not available)$/;

/**
 * Waits until the checkout has priced shipping for the delivery address as it now stands (issue 17): the page quotes a
 * new country at once and the rest of the address once it has been still for half a second, and a payment submitted
 * while shipping is being quoted starts nothing. Answers the shipping figure shown ("$185.00" or "Free").
 */
export async function shippingQuoted(page: Page): Promise<string> {
  await page.waitForTimeout(700); // the page's settle delay (500 ms) has passed: the address as typed is being quoted
  const figure = page.getByTestId('shipping-total');
  await expect(figure).toHaveText(/^(\$[\d,]+\.\d{2}|Free)$/, { timeout: 20_000 });
  const text = (await figure.textContent())!;
  expect(text).not.toMatch(SHIPPING_NOT_PRICED);
  return text;
}
