import { expect, test } from '@playwright/test';
import { paidDemoOrder } from './order-flows';
import { DEMO, signedIn } from './helpers';

/**
 * The ship-by guarantee (issue 18) as both sides see a new order: the buyer's order page says by when the vendor
 * promised to hand the goods to a carrier, and what they may do if it does not; the vendor's order list shows the same
 * date beside the order's status. (The cancel itself, past the date, is tested on the server with a controlled clock:
 * src/modules/orders/ship-by-guarantee.test.ts.)
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
