import { expect, test, type Page } from '@playwright/test';
import { DEMO, signedIn } from './helpers';
import { demoLabelBought, paidDemoOrder } from './order-flows';

/**
 * At 360 px: the vendor accepts and ships an order from the vendor orders list (cards, Accept / Ship / Cancel in view,
 * nothing scrolls sideways); a buyer opens a dispute straight from My Orders and the admin finds it first in the
 * dispute queue (which opens on every open dispute, newest first).
 */

const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'document scrollWidth').toBeLessThanOrEqual(PHONE.width);
}

const refOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

test('at 360 px the vendor accepts an order and ships it from the orders list, nothing scrolling sideways', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer);
  const { orderId, vo } = await paidDemoOrder(buyer.api, buyer.token, 'e2e-mobile');
  const voId = vo.id;
  const ref = refOf(orderId);

  const vendor = await signedIn(browser, DEMO.vendor, PHONE);
  const v = vendor.page;
  await v.goto('/vendor/dashboard?tab=orders');
  const card = v.getByTestId('vendor-order-card').filter({ hasText: `#${ref}` });
  await expect(card).toBeVisible();
  const accept = card.getByRole('button', { name: `Accept order ${ref}` });
  const shipButton = card.getByRole('link', { name: `Ship order ${ref}` });
  const cancel = card.getByRole('button', { name: `Cancel order ${ref}` });
  for (const action of [accept, shipButton, cancel]) {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  await expectNoSidewaysScroll(v);
  await shot(v, 'vendor-orders-360');

  await accept.click();
  await expect(v.getByText(`Order ${ref} accepted. The buyer has been told.`)).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(accept).toBeHidden();
  await expectNoSidewaysScroll(v);

  // Ship: the shipping page, with this order chosen
  await shipButton.click();
  await expect(v).toHaveURL(new RegExp(`/shipping\\?order=${voId}$`));
  // the label (what the shipping page's form sends: shipping.spec.ts covers the form itself)
  await demoLabelBought(vendor.api, vendor.token, orderId, voId);
  await v.goto('/vendor/dashboard?tab=orders');
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  // once shipped: no Accept or Cancel; Ship (to print the label again or add tracking) stays in view
  await expect(card.getByRole('button', { name: `Cancel order ${ref}` })).toHaveCount(0);
  await shipButton.scrollIntoViewIfNeeded();
  await expect(shipButton).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(v);
});

test('at 360 px a buyer opens a dispute from My Orders and the admin sees it first in the queue', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedIn(browser, DEMO.buyer, PHONE);
  const vendor = await signedIn(browser, DEMO.vendor);
  const admin = await signedIn(browser, DEMO.admin, PHONE);
  const { orderId, vo } = await paidDemoOrder(buyer.api, buyer.token, 'e2e-mobile');
  const voId = vo.id;
  const ref = refOf(orderId);

  // Not shipped yet: My Orders says why a dispute cannot be opened
  const b = buyer.page;
  await b.goto('/buyer/dashboard?tab=orders');
  const item = b.locator('li').filter({ has: b.getByRole('heading', { name: `Order #${ref}` }) });
  await expect(item.getByText('You can open a dispute once the order has shipped.')).toBeVisible();
  await expect(item.getByRole('button', { name: /Open a dispute/ })).toHaveCount(0);

  // Shipped (a label, no delivery event): the dispute can be opened from My Orders
  await demoLabelBought(vendor.api, vendor.token, orderId, voId);
  await b.reload();
  const open = item.getByRole('button', { name: `Open a dispute with Mensah Cocoa Cooperative on order #${ref}` });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toBeInViewport({ ratio: 1 });
  await expect(item.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  await expectNoSidewaysScroll(b);
  await shot(b, 'my-orders-360');
  await open.click();
  const dialog = b.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Open a dispute with Mensah Cocoa Cooperative' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Damaged/ }).check();
  await dialog
    .getByLabel('Describe the problem')
    .fill('Two cartons arrived crushed; the tracking never said delivered.');
  await expectNoSidewaysScroll(b);
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(b).toHaveURL(/\/disputes\/[0-9a-f-]+$/);
  const disputeId = new URL(b.url()).pathname.split('/').pop()!;
  await expect(b.getByText('Waiting for the vendor').first()).toBeVisible();

  // Back on My Orders: the part links to its dispute instead
  await b.goto('/buyer/dashboard?tab=orders');
  await expect(item.getByTestId('dispute-panel')).toContainText('A dispute is open on this part of the order.');
  await expect(item.getByRole('button', { name: /Open a dispute/ })).toHaveCount(0);
  await expect(item.getByRole('link', { name: /View the dispute/ })).toHaveAttribute('href', `/disputes/${disputeId}`);

  // The admin's queue opens on every open dispute, newest first: this one is on top, with the count
  const a = admin.page;
  await a.goto('/admin/dashboard?tab=disputes');
  await expect(a.getByLabel('Status')).toHaveValue('UNRESOLVED');
  await expect(a.getByTestId('queue-summary')).toContainText(/Open disputes: [1-9]\d*/);
  const firstRow = a.locator('tbody tr').first();
  await expect(firstRow).toContainText(`#${ref}`);
  await expect(firstRow).toContainText('Waiting for the vendor');
  await shot(a, 'admin-disputes-360');
  // "In mediation" stays one choice away; this dispute is not there (yet)
  await a.getByLabel('Status').selectOption('ESCALATED');
  await expect(a).toHaveURL(/dstatus=ESCALATED/);
  await expect(a.getByRole('button', { name: `Open the dispute on order #${ref}` })).toHaveCount(0);
  await a.getByLabel('Status').selectOption('UNRESOLVED');
  await a.getByRole('button', { name: `Open the dispute on order #${ref}` }).click();
  await expect(a.getByTestId('mediator-view')).toBeVisible();
});
