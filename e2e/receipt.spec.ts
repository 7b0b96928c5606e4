import { expect, test } from '@playwright/test';
import { csrf, DEMO, DEMO_PASSWORD, login, postJson } from './helpers';
import { demoLabelBought, paidDemoOrder } from './order-flows';

/**
 * A paid order (placed through the API) is accepted and shipped by the vendor through the API (a label, no carrier
 * delivery event); the buyer sees the shipment on the order page, titled "Order shipped", confirms receipt by stating
 * the goods are in hand (required without a delivery event), and the vendor part shows its escrow released.
 */

test('the buyer confirms receipt of a shipped order and the escrow is released', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.buyer);
  const api = page.request;
  const token = await csrf(api);
  const { orderId, vo } = await paidDemoOrder(api, token, 'e2e-receipt');
  const vendorOrderId = vo.id;

  // The vendor accepts and ships through the API.
  const vendor = await browser.newContext();
  let vToken = await csrf(vendor.request);
  await postJson(vendor.request, '/api/auth/login', vToken, { email: DEMO.vendor, password: DEMO_PASSWORD });
  vToken = await csrf(vendor.request);
  await postJson(vendor.request, `/api/vendor/orders/${vendorOrderId}/accept`, vToken);
  const bought = await demoLabelBought(vendor.request, vToken, orderId, vendorOrderId, {
    customs: {
      description: 'Cocoa products',
      hs_code: '1806',
      value_amount: 500,
      value_currency: 'USD',
      origin_country: 'GH',
      incoterms: 'DDP',
    },
  });
  await vendor.close();

  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order shipped' })).toBeVisible();
  const part = page.getByTestId('vendor-part');
  await expect(part.getByText(bought.tracking_number)).toBeVisible();
  await expect(part.getByRole('link', { name: 'Track', exact: true })).toHaveAttribute('href', `/track/${orderId}`);
  await expect(part.getByText(/released automatically 7 days after delivery/)).toBeVisible();
  await part.getByRole('button', { name: 'Confirm receipt' }).click();
  // No carrier delivery event yet: an explicit statement that the goods are in hand, checked before it is sent.
  const dialog = page.getByRole('alertdialog', { name: 'Are the goods in your hands?' });
  await expect(dialog).toContainText('The carrier has not reported this parcel delivered yet');
  await dialog.getByRole('button', { name: 'Confirm receipt and release payment' }).click();
  await expect(dialog.getByText('Tick the box to confirm that the goods are in your hands.')).toBeVisible();
  expect((await api.get(`/api/orders/${orderId}`).then((r) => r.json())).vendorOrders[0].escrowStatus).toBe('HELD');
  await dialog.getByRole('checkbox', { name: 'I have received these goods and checked them' }).check();
  await dialog.getByRole('button', { name: 'Confirm receipt and release payment' }).click();
  await expect(page.getByText('Thank you. The payment has been released to the vendor.')).toBeVisible();
  await expect(page.getByText('Escrow released', { exact: true }).first()).toBeVisible();
  await expect(part.getByRole('button', { name: 'Confirm receipt' })).toBeHidden();
  const after = await (await api.get(`/api/orders/${orderId}`)).json();
  expect(after.vendorOrders[0].escrowStatus).toBe('RELEASED');
  await expect(page.getByRole('heading', { name: 'Order completed' })).toBeVisible();
});
