/**
 * Issue 17: a vendor's monthly statement shows what moved their money — the sale released (goods, seller fee,
 * shipping), the label bought through us and the payout — with the figures of the ledger, and downloads as PDF and CSV.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { StatementDto } from '@app/shared/billing';
import { DEMO, login } from './helpers';
import { apiLogin, call, sellAndRelease } from './vendor-flows';

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100).replace('-', '−');

async function statement(api: APIRequestContext): Promise<StatementDto> {
  const res = await api.get('/api/vendor/statements');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as StatementDto;
}

test('the vendor’s statement shows the sale, the seller fee, the shipping, the label and the payout', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const buyerCtx = await browser.newContext();
  const vendorCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  await apiLogin(vendorCtx.request, DEMO.vendor);
  await apiLogin(adminCtx.request, DEMO.admin);
  const found = (await (await buyerCtx.request.get('/api/products?q=kente')).json()) as {
    items: { id: string; vendorName: string }[];
  };
  const kente = found.items.find((i) => i.vendorName === 'Mensah Cocoa Cooperative')!;
  const before = (await statement(vendorCtx.request)).currencies.find((c) => c.currency === 'USD');

  // A sale shipped with a label bought here and released, then a payout recorded by an admin.
  const sold = await sellAndRelease(buyerCtx.request, vendorCtx.request, kente.id, 'Mensah Cocoa Cooperative');
  const me = (await (await vendorCtx.request.get('/api/me')).json()) as { user?: { id: string }; id?: string };
  const vendorId = me.user?.id ?? me.id!;
  const reference = `TRF-E2E-${Date.now()}`;
  await call(adminCtx.request, 'POST', '/api/admin/payouts', { vendorId, amount: '10.00', reference });

  const s = await statement(vendorCtx.request);
  const c = s.currencies.find((x) => x.currency === 'USD')!;
  const sale = c.lines.find((l) => l.orderId === sold.orderId && l.kind === 'RELEASE')!;
  expect(sale, 'the release of the order').toBeTruthy();
  expect(sale.goodsMinor).toBeGreaterThan(0);
  expect(sale.sellerFeeMinor).toBe(Math.round(sale.goodsMinor * 0.05));
  expect(sale.shippingMinor).toBeGreaterThan(0);
  expect(sale.labelMinor).toBeGreaterThan(0);
  expect(sale.amountMinor).toBe(sale.goodsMinor - sale.sellerFeeMinor + sale.shippingMinor - sale.labelMinor);
  expect(sale.amountMinor).toBe(sold.releasedCents);
  const payout = c.lines.find((l) => l.kind === 'PAYOUT' && l.reference === reference)!;
  expect(payout.amountMinor).toBe(-1000);
  // The month adds up, and ends where the vendor's available balance is.
  expect(c.openingMinor + c.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(c.closingMinor);
  const balance = (await (await vendorCtx.request.get('/api/vendor/balance')).json()) as { availableCents: number };
  expect(c.closingMinor).toBe(balance.availableCents);
  expect(c.lines.length).toBeGreaterThan(before?.lines.length ?? 0);

  // The vendor reads the same figures in Settings > Billing.
  await login(page, DEMO.vendor);
  await page.goto('/settings?tab=billing');
  const usdPart = page.getByRole('region', { name: 'USD' });
  await expect(usdPart.getByText('Sales released (goods)')).toBeVisible();
  for (const [label, value] of [
    ['Sales released (goods)', c.totals.goodsMinor],
    ['Seller fees', -c.totals.sellerFeesMinor],
    ['Shipping released to you', c.totals.shippingMinor],
    ['Shipping labels', -c.totals.labelsMinor],
    ['Payouts', c.totals.payoutsMinor],
  ] as const) {
    const row = usdPart.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    await expect(row).toContainText(usd(value).replace('−', '-').replace(/^-/, ''));
  }
  await expect(usdPart).toContainText(usd(c.closingMinor));

  // The documents: a numbered PDF and a CSV whose movements add up to the same closing balance.
  const pdf = await vendorCtx.request.get(`/api/vendor/statements/${s.month}.pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await (await vendorCtx.request.get(`/api/vendor/statements/${s.month}.csv`)).text();
  expect(csv).toContain(reference);
  expect((await statement(vendorCtx.request)).number).toMatch(/^ST-\d{6}$/);
  await page.screenshot({ path: '/tmp/e2e-shots/vendor-statement-1366.png', fullPage: true });
});
