import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * Letters of credit in the browser (issue 18, decision 023): on a phone, the buyer of a product sold on LC terms sends
 * the letter and the bank's confirmation from the pro-forma page (an empty form is refused field by field); an admin
 * verifies it from the console; the buyer sees the bank named as the payer (in English and in Arabic), and once the
 * bank's transfer is recorded the order names the bank that paid.
 */
const screens = path.join(process.env.E2E_RUN_DIR ?? path.resolve('e2e/.run'), 'screens');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function shoot(page: Page, name: string) {
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

async function emptyCart(api: APIRequestContext, token: string) {
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? [])
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
}

test('a buyer pays a pro-forma under a letter of credit; an admin verifies it; the order names the bank', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer, { width: 360, height: 780 });
  // the demo product on letter-of-credit terms that costs least at its minimum order
  const { items: cards } = (await (await buyer.api.get('/api/products?limit=48')).json()) as {
    items: { id: string }[];
  };
  // a list's card leaves the terms to the product page
  const items = await Promise.all(
    cards.map(
      async (c) =>
        (await (await buyer.api.get(`/api/products/${c.id}`)).json()) as {
          id: string;
          name: string;
          paymentTerms: string;
          priceCents: number;
          minOrder: number;
        },
    ),
  );
  const lc = items
    .filter((p) => p.paymentTerms === 'letter-of-credit')
    .sort((a, b) => a.priceCents * a.minOrder - b.priceCents * b.minOrder)[0];
  expect(lc, 'a demo product sold on letter-of-credit terms').toBeTruthy();
  await emptyCart(buyer.api, buyer.token);
  await postJson(buyer.api, '/api/cart/items', buyer.token, { productId: lc!.id, quantity: lc!.minOrder });
  const pf = await postJson(buyer.api, '/api/checkout/bank-transfer', buyer.token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `e2e-lc-${Date.now()}`,
  });
  const lcNumber = `ZB/LC/${Date.now().toString(36).toUpperCase()}`;

  const page = buyer.page;
  await page.goto(`/checkout/proforma/${pf.checkoutId}`);
  const card = page.getByTestId('letter-of-credit');
  await expect(card.getByRole('heading', { name: 'Pay under a letter of credit' })).toBeVisible();
  await expect(card.getByLabel('Amount (USD)')).toHaveValue((pf.totalCents / 100).toFixed(2));
  // an empty form: each field says what it needs, nothing is sent
  await card.getByRole('button', { name: 'Send for verification' }).click();
  await expect(card.getByText('Enter the name of the bank that issued the letter of credit')).toBeVisible();
  await expect(card.getByText("Attach the bank's confirmation of the letter of credit.")).toBeVisible();
  await card.getByLabel('Issuing bank').fill('Zenith Bank Plc');
  await card.getByLabel('LC number').fill(lcNumber);
  const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await card.getByLabel('Valid until').fill(expires);
  await card
    .getByLabel('Bank confirmation (PDF, PNG or JPEG, up to 5 MB)')
    .setInputFiles({ name: 'zenith-lc-confirmation.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(card.getByText('zenith-lc-confirmation.pdf')).toBeVisible();
  await shoot(page, 'lc-form-360');
  await card.getByRole('button', { name: 'Send for verification' }).click();
  await expect(card.getByText('Letter of credit under review')).toBeVisible();
  await expect(card.getByText(lcNumber)).toBeVisible();
  await shoot(page, 'lc-review-360');

  // the admin verifies it from the console
  const admin = await signedIn(browser, DEMO.admin, { width: 1366, height: 900 });
  await admin.page.goto('/admin/dashboard?tab=payments');
  const row = admin.page.getByRole('row').filter({ hasText: pf.reference });
  await expect(row.getByText('LC under review')).toBeVisible();
  await expect(row.getByText(lcNumber)).toBeVisible();
  await row.getByRole('button', { name: 'Verify LC' }).click();
  const confirm = admin.page.getByRole('alertdialog');
  // the bank's name is isolated (U+2068/U+2069) inside the sentence
  await expect(confirm).toContainText(/Zenith Bank Plc\u2069? becomes the payer of this pro-forma\./);
  await shoot(admin.page, 'lc-admin-verify-1366');
  await confirm.getByRole('button', { name: 'Verify LC' }).click();
  await expect(row.getByText('LC verified')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Verify LC' })).toHaveCount(0);

  // the buyer: the bank is the payer, the goods reserved until the letter expires
  await page.reload();
  await expect(card.getByText('Letter of credit verified')).toBeVisible();
  await expect(card).toContainText('Zenith Bank Plc is now the payer of this invoice.');
  await expect(card.getByRole('button', { name: 'Send for verification' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(card.getByText('تم التحقق من خطاب الاعتماد')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(page, 'lc-verified-360-ar');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));

  // the bank's transfer under the letter places the order, which names the bank
  const paid = await postJson(admin.api, `/api/admin/quote-requests/${pf.checkoutId}/transfer-received`, admin.token, {
    amount: (pf.totalCents / 100).toFixed(2),
    bankReference: `ZENITH-${lcNumber}`,
    receivedOn: new Date().toISOString().slice(0, 10),
  });
  await page.goto(`/order-confirmation/${paid.orderId}`);
  await expect(page.getByTestId('paid-under-lc').first()).toHaveText(
    `Paid by Zenith Bank Plc under letter of credit ${lcNumber}`,
  );
  await admin.page.context().close();
  await emptyCart(buyer.api, buyer.token);
});
