import { expect, test, type Page } from '@playwright/test';
import { DEMO, postJson, signedIn } from './helpers';
import { demoLabelBought, paidDemoOrder, vendorReleaseCents, type VendorOrderMoney } from './order-flows';

/**
 * A buyer with a delivered order opens a dispute asking a partial refund with an evidence picture; the vendor contests;
 * an admin decides the partial refund in the mediator view; the buyer's refund and the vendor's available balance are
 * checked, and the dispute page shows resolved for both.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3WwQnAAAxC0V6dz1UdsEsU0sODDBBEvz5rfnXP+QfzUChUHpqU5Rw/A8ZQqDw0Kcs5hGaghULloUlZcCjAWNUx5Rrzo/fTbAZaKFQempQFhwKMVR37NAovPNWQiB4Gx3UAAAAASUVORK5CYII=',
  'base64',
);
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

function usd(cents: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a dispute from opening to a partial refund decided by an admin, with both balances checked', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1280, height: 1150 });
  const vendor = await signedIn(browser, DEMO.vendor, { width: 1280, height: 1150 });
  const admin = await signedIn(browser, DEMO.admin, { width: 1280, height: 1150 });

  // A paid order of the demo vendor, shipped by the vendor and delivered (tracking event by an admin): through the API.
  const { orderId, vo } = await paidDemoOrder(buyer.api, buyer.token, 'e2e-dispute');
  const { shipmentId } = await demoLabelBought(vendor.api, vendor.token, orderId, vo.id);
  const delivered = await postJson(admin.api, `/api/admin/shipments/${shipmentId}/events`, admin.token, {
    status: 'DELIVERED',
    description: 'Delivered to reception, signed C. Dubois',
    city: 'Paris',
    country: 'FR',
    occurredAt: new Date().toISOString(),
  });
  expect(delivered.applied).toBe(true);

  const availableBefore = (await (await vendor.api.get('/api/vendor/balance')).json()).availableCents as number;
  // Ask back a round share of the goods value: 30%, in whole dollars. The vendor is credited the goods kept less the
  // seller fee, plus the shipping the buyer paid, less the label bought here (issue 17).
  const refundCents = Math.max(100, Math.floor((vo.subtotalCents * 0.3) / 100) * 100);
  const kept = vo.subtotalCents - refundCents;
  const shipped = (
    (await (await buyer.api.get(`/api/orders/${orderId}`)).json()) as { vendorOrders: VendorOrderMoney[] }
  ).vendorOrders[0]!;
  expect(shipped.shippingCents, 'the buyer paid shipping').toBeGreaterThan(0);
  expect(shipped.labelCostCents, 'the label bought through the platform').toBeGreaterThan(0);
  const vendorCredit = vendorReleaseCents(shipped, kept);

  // 1. The buyer opens the dispute from the order page, with a picture.
  const b = buyer.page;
  await b.goto(`/order-confirmation/${orderId}`);
  const part = b.getByTestId('vendor-part');
  await part.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = b.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Open a dispute with Mensah Cocoa Cooperative' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Damaged/ }).check();
  await dialog.getByRole('radio', { name: /Partial refund/ }).check();
  await dialog.getByLabel('Amount to refund (USD)').fill((refundCents / 100).toFixed(2));
  await dialog.getByLabel('Describe the problem').fill('Three of the sacks arrived torn and soaked; photos attached.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'torn-sacks.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('evidence-uploaded').getByText('torn-sacks.png')).toBeVisible();
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/dispute-dialog.png` });
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(b).toHaveURL(/\/disputes\/[0-9a-f-]+$/);
  const disputeUrl = new URL(b.url()).pathname;
  await expect(b.getByText('Waiting for the vendor').first()).toBeVisible();
  await expect(b.getByTestId('deadline')).toContainText('The vendor must answer by');
  await expect(b.getByTestId('deadline')).toContainText(/2d 0h|1d 23h/);
  await expect(b.getByTestId('evidence-list').getByText('torn-sacks.png')).toBeVisible();
  await shot(b, 'dispute-page-buyer');
  // the order page now links to the dispute; receipt can no longer be confirmed while it is open
  await b.goto(`/order-confirmation/${orderId}`);
  await expect(b.getByTestId('dispute-panel')).toContainText('A dispute is open on this part of the order.');
  await expect(b.getByTestId('vendor-part').getByRole('button', { name: 'Confirm receipt' })).toBeHidden();
  await b.getByTestId('dispute-panel').getByRole('link', { name: 'View the dispute' }).click();
  await expect(b).toHaveURL(new RegExp(`${disputeUrl}$`));

  // 2. The vendor sees the dispute on its orders tab and contests it.
  const v = vendor.page;
  await v.goto('/vendor/dashboard?tab=orders');
  await v
    .getByRole('link', { name: new RegExp(`View dispute on order #${orderId.slice(0, 8).toUpperCase()}`) })
    .click();
  await expect(v).toHaveURL(new RegExp(`${disputeUrl}$`));
  await v.getByRole('radio', { name: /Contest/ }).check();
  await v.getByLabel('Your statement').fill('The sacks left our warehouse intact and dry; the carrier handled them.');
  await v.getByRole('button', { name: 'Send my answer' }).click();
  await expect(v.getByText('In mediation').first()).toBeVisible();
  await expect(v.getByText('The vendor contested the dispute.')).toBeVisible();

  // 3. The admin opens the queue, the mediator view, and decides the suggested partial refund.
  const a = admin.page;
  await a.goto('/admin/dashboard?tab=disputes');
  await a.getByRole('button', { name: `Open the dispute on order #${orderId.slice(0, 8).toUpperCase()}` }).click();
  const view = a.getByTestId('mediator-view');
  await expect(view.getByTestId('suggestion')).toContainText(`Partial refund · ${usd(refundCents)}`);
  await expect(view.getByTestId('suggestion')).toContainText('buyer evidence, vendor contest without evidence');
  await expect(view.getByTestId('mediator-shipments')).toContainText('Delivered to reception, signed C. Dubois');
  await view.getByRole('button', { name: 'Use this suggestion' }).click();
  await expect(view.getByLabel('Refund to the buyer (USD)')).toHaveValue((refundCents / 100).toFixed(2));
  await shot(a, 'mediator-view');
  await view.getByRole('button', { name: 'Decide', exact: true }).click();
  await expect(a.getByText('Decision recorded: the dispute is resolved.')).toBeVisible();
  await expect(view.getByTestId('outcome')).toContainText('Partial refund');

  // 4. The buyer sees the refund; the vendor sees the rest released to the available balance.
  await b.goto(disputeUrl);
  await expect(b.getByText('Resolved').first()).toBeVisible();
  await expect(b.getByTestId('refunded')).toHaveText(usd(refundCents));
  await expect(b.getByTestId('released')).toHaveText(usd(vendorCredit));
  await shot(b, 'dispute-page-resolved');
  await b.goto(`/order-confirmation/${orderId}`);
  await expect(b.getByText('Partially refunded').first()).toBeVisible();
  await expect(b.getByTestId('dispute-panel')).toContainText('resolved');

  await v.goto(disputeUrl);
  await expect(v.getByText('Resolved').first()).toBeVisible();
  await expect(v.getByTestId('released')).toHaveText(usd(vendorCredit));
  await v.goto('/settings?tab=billing');
  const availableTile = v.locator('dl > div').filter({ hasText: 'Available' }).first();
  await expect(availableTile).toContainText(usd(availableBefore + vendorCredit));
  expect((await (await vendor.api.get('/api/vendor/balance')).json()).availableCents).toBe(
    availableBefore + vendorCredit,
  );
  const after = await (await buyer.api.get(`/api/orders/${orderId}`)).json();
  expect(after.vendorOrders[0].escrowStatus).toBe('PARTIALLY_REFUNDED');

  if (SHOTS) {
    // the resolved dispute in Arabic (right to left), for a visual check
    const ar = await signedIn(browser, DEMO.buyer, { width: 1280, height: 1150 });
    await ar.page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await ar.page.goto(disputeUrl);
    await expect(ar.page.getByTestId('outcome')).toBeVisible();
    await shot(ar.page, 'dispute-page-ar');
  }
});
