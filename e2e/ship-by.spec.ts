import { expect, test } from '@playwright/test';
import { paidDemoOrder } from './order-flows';
import { DEMO, postJson, signedIn } from './helpers';

/**
 * The ship-by guarantee (issue 18) as both sides see a new order: the buyer's order page says by when the vendor
 * promised to hand the goods to a carrier, and what they may do if it does not; the vendor's order list shows the same
 * date beside the order's status. Past the date with no carrier event (the e2e server's clock moved forward by an admin,
 * CLOCK_CONTROL TEST MODE), the buyer cancels that part from the order page on a phone and gets everything back.
 */
test('a new order shows its ship-by date to the buyer and to the vendor', async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = await signedIn(browser, DEMO.buyer, { width: 1280, height: 1000 });
  const { orderId, vo } = await paidDemoOrder(buyer.api, buyer.token, 'e2e-ship-by');
  const placed = (await (await buyer.api.get(`/api/orders/${orderId}`)).json()) as {
    vendorOrders: { id: string; shipBy: string; lateCancel: { allowed: boolean; reason: string } }[];
  };
  const part = placed.vendorOrders.find((v) => v.id === vo.id)!;
  expect(new Date(part.shipBy).getTime()).toBeGreaterThan(Date.now());
  expect(part.lateCancel).toEqual({ allowed: false, reason: 'NOT_LATE' });
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(part.shipBy));

  await buyer.page.goto(`/order-confirmation/${orderId}`);
  const notice = buyer.page.getByTestId('ship-by');
  await expect(notice).toHaveText(
    // the vendor's name is isolated (FSI…PDI) so a name in another script keeps its direction
    `\u2068Mensah Cocoa Cooperative\u2069 has promised to hand these goods to a carrier by ${date}. If no carrier has them by then, you can cancel this part for a full refund.`,
  );
  // Before the date, nothing to cancel.
  await expect(buyer.page.getByRole('button', { name: 'Cancel for a full refund' })).toHaveCount(0);

  const vendor = await signedIn(browser, DEMO.vendor, { width: 1280, height: 1000 });
  await vendor.page.goto('/vendor/dashboard?tab=orders');
  const ref = orderId.slice(0, 8).toUpperCase();
  const row = vendor.page.getByRole('row').filter({ hasText: `#${ref}` });
  await expect(row.getByText(`Ship by ${date}`)).toBeVisible();
});

test('past the ship-by date with no carrier, the buyer cancels from a phone and is refunded in full', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await signedIn(browser, DEMO.buyer, { width: 360, height: 780 });
  const { orderId, vo } = await paidDemoOrder(first.api, first.token, 'e2e-ship-by-late');
  const placed = (await (await first.api.get(`/api/orders/${orderId}`)).json()) as {
    totalCents: number;
    vendorOrders: { id: string; shipBy: string }[];
  };
  const shipBy = new Date(placed.vendorOrders.find((v) => v.id === vo.id)!.shipBy);
  await first.page.context().close();
  const admin = await signedIn(browser, DEMO.admin);
  try {
    // the promised date passes: the server's clock moves past it (two hours after)
    const hours = Math.ceil((shipBy.getTime() - Date.now()) / 3_600_000) + 2;
    const moved = await postJson(admin.api, '/api/admin/test-mode/clock', admin.token, { advanceHours: hours });
    expect(new Date(moved.now).getTime()).toBeGreaterThan(shipBy.getTime());
    test.info().annotations.push({ type: 'clock', description: `moved ${hours} hours forward` });

    // signed in again at the server's new time (a session lasts 30 days)
    const buyer = await signedIn(browser, DEMO.buyer, { width: 360, height: 780 });
    const page = buyer.page;
    await page.goto(`/order-confirmation/${orderId}`);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(shipBy);
    const notice = page.getByTestId('ship-by');
    await expect(notice.getByText(`Not shipped by ${date}`)).toBeVisible();
    await notice.getByRole('button', { name: 'Cancel for a full refund' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('has not shipped in time');
    await dialog.getByRole('button', { name: 'Cancel and refund me' }).click();
    await expect(notice).toContainText(`Cancelled because it was not shipped by ${date}:`);
    await expect(notice).toContainText('is refunded to you.');
    await page.screenshot({ path: test.info().outputPath('late-cancel-360.png'), fullPage: true });

    const after = (await (await buyer.api.get(`/api/orders/${orderId}`)).json()) as {
      vendorOrders: { id: string; status: string; escrowStatus: string; cancelledLate: boolean }[];
    };
    expect(after.vendorOrders.find((v) => v.id === vo.id)).toMatchObject({
      status: 'CANCELLED',
      escrowStatus: 'REFUNDED',
      cancelledLate: true,
    });
    await buyer.page.context().close();
  } finally {
    // signed in again at the moved time (a lead time past 30 days outlives the first session), then back to real time
    await admin.page.context().close();
    const again = await signedIn(browser, DEMO.admin);
    await postJson(again.api, '/api/admin/test-mode/clock', again.token, { reset: true });
    await again.page.context().close();
  }
});
