import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { uniqueEmail, waitForMail } from './mail';
import { call, PDF, pngBuffer, registerVerified, sellAndRelease, submitOnboarding } from './vendor-flows';

/**
 * The admin console's decisions, all clicked in /admin/dashboard: a verification application is sent back for more
 * information, rejected, then approved while the vendor follows and resubmits; and payouts of released funds.
 */

async function openVerifications(admin: Page): Promise<void> {
  await admin.goto('/admin/dashboard');
  await admin.getByRole('tab', { name: 'Verifications' }).click();
  await expect(admin.getByLabel('Show applications')).toHaveValue('AWAITING');
}

/** Opens the pending application of `businessName` from the queue; returns its dialog. */
async function reviewApplication(admin: Page, businessName: string) {
  await openVerifications(admin);
  const row = admin.getByRole('row').filter({ hasText: businessName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: `Review the application of ${businessName}` }).click();
  const dialog = admin.getByRole('dialog', { name: businessName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The vendor's "Update and resubmit": the wizard comes prefilled; a new picture (and maybe document) is added. */
async function resubmit(vendor: Page, files: { png: string; pdf?: string }, productName: string): Promise<void> {
  await vendor.getByRole('button', { name: 'Update and resubmit' }).click();
  await expect(vendor.getByRole('heading', { level: 2, name: 'Business Information' })).toBeVisible();
  await vendor.getByRole('button', { name: 'Next' }).click();
  await expect(vendor.getByRole('heading', { level: 2, name: 'Documentation' })).toBeVisible();
  if (files.pdf) {
    await vendor.getByTestId('document-input-businessCert').setInputFiles(files.pdf);
    await expect(vendor.getByText(path.basename(files.pdf))).toBeVisible();
    // uploaded (not just chosen) before moving on
    await expect(vendor.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expect(vendor.getByRole('button', { name: 'Remove the Business registration certificate' })).toBeVisible();
  }
  await vendor.getByRole('button', { name: 'Next' }).click();
  await expect(vendor.getByRole('heading', { level: 2, name: 'Product Listing' })).toBeVisible();
  // the first product comes back prefilled; the vendor renames it
  await expect(vendor.getByLabel('Product name')).not.toHaveValue('');
  await vendor.getByLabel('Product name').fill(productName);
  await vendor.getByTestId('product-image-input').setInputFiles(files.png);
  await expect(vendor.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await vendor.getByRole('button', { name: 'Next' }).click();
  await expect(vendor.getByRole('heading', { level: 2, name: 'Contact & Review' })).toBeVisible();
  await vendor.getByRole('button', { name: 'Submit application' }).click();
  await expect(vendor.getByRole('heading', { name: 'Application submitted!' })).toBeVisible();
}

test('the admin asks for more information, rejects, then approves in the console; the vendor is told each time and resubmits', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const dir = testInfo.outputPath('files');
  fs.mkdirSync(dir, { recursive: true });
  const clearerPdf = path.join(dir, 'clearer-certificate.pdf');
  fs.writeFileSync(clearerPdf, PDF);
  const png = path.join(dir, 'shea-butter.png');
  fs.writeFileSync(png, await pngBuffer(640, 480, '#a16207'));

  const suffix = Date.now().toString(36);
  const email = uniqueEmail('e2e-kyc');
  const businessName = `Bolga Shea Collective ${suffix}`;
  const productName = `E2E Shea Butter ${suffix}`;
  const renamed = `E2E Grade A Shea Butter ${suffix}`;

  // A new user applies (set up through the API, as the onboarding test covers the wizard itself).
  const vendorContext = await browser.newContext();
  await registerVerified(vendorContext.request, {
    name: 'Abena Owusu',
    email,
    password: 'Kyc-Pass-2024',
    role: 'buyer',
  });
  const { productId } = await submitOnboarding(vendorContext.request, {
    businessName,
    productName,
    contactEmail: email,
  });
  // as after "Go to vendor dashboard": the vendor works as a vendor (the wizard then prefills the product)
  await call(vendorContext.request, 'PUT', '/api/me/active-role', { role: 'vendor' });
  const vendor = await vendorContext.newPage();
  await vendor.goto('/vendor/onboarding');
  await expect(vendor.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

  // The admin opens it in the Verifications tab and asks for more information.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin);
  let dialog = await reviewApplication(admin, businessName);
  await expect(dialog.getByText('Business registration certificate')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download business-certificate.pdf' })).toHaveAttribute(
    'href',
    /\/api\/verification\/documents\//,
  );
  await expect(dialog.getByText('Cooperative', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the first product' })).toHaveAttribute(
    'href',
    `/products/${productId}`,
  );
  await admin.screenshot({ path: testInfo.outputPath('admin-verification-dialog.png') });
  await dialog.getByRole('button', { name: 'Request more information' }).click();
  const ask = admin.getByRole('alertdialog', { name: 'Ask the vendor for more information' });
  await ask.getByRole('button', { name: 'Request more information' }).click();
  await expect(ask.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await ask.getByLabel('Reason').fill('Please upload a clearer scan of your business registration certificate.');
  await admin.screenshot({ path: testInfo.outputPath('admin-request-info.png') });
  await ask.getByRole('button', { name: 'Request more information' }).click();
  await expect(admin.getByText('The vendor was asked for more information.')).toBeVisible();
  await expect(dialog.getByText('Information requested')).toBeVisible();
  await expect(
    dialog.getByText('Please upload a clearer scan of your business registration certificate.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The vendor is e-mailed and notified, sees the note and resubmits with a clearer certificate.
  await waitForMail(email, (m) => m.subject === 'We need more information to verify your business');
  await vendor.reload();
  await expect(vendor.getByRole('heading', { name: 'We need more information' })).toBeVisible();
  await expect(
    vendor.getByText('Please upload a clearer scan of your business registration certificate.'),
  ).toBeVisible();
  await vendor.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(vendor.getByText('More information needed to verify your business').first()).toBeVisible();
  await vendor.keyboard.press('Escape');
  await resubmit(vendor, { png, pdf: clearerPdf }, renamed);

  // The admin rejects the new application with a reason.
  dialog = await reviewApplication(admin, businessName);
  await expect(dialog.getByRole('link', { name: 'Download clearer-certificate.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('alertdialog', { name: 'Reject this application' });
  await reject.getByLabel('Reason').fill('The registration certificate has expired.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('The application was rejected.')).toBeVisible();
  await expect(dialog.getByText('Rejected', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The vendor is told why and applies again.
  await waitForMail(email, (m) => m.subject === 'Your verification was not approved' && m.text.includes('has expired'));
  await vendor.goto('/vendor/onboarding');
  await expect(vendor.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
  await expect(vendor.getByText('The registration certificate has expired.')).toBeVisible();
  await resubmit(vendor, { png }, renamed);

  // The admin approves, after a confirmation.
  dialog = await reviewApplication(admin, businessName);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Approve this vendor?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('The vendor is verified.')).toBeVisible();
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await admin.getByLabel('Show applications').selectOption('');
  const history = admin.getByRole('row').filter({ hasText: businessName });
  await expect(history).toHaveCount(3);
  await expect(history.getByText('Approved')).toHaveCount(1);
  await expect(history.getByText('Rejected')).toHaveCount(1);
  await expect(history.getByText('Information requested')).toHaveCount(1);

  // The vendor is told; the one product (renamed by the resubmission) carries the Verified badge.
  await waitForMail(email, (m) => m.subject === 'Your business is verified');
  await vendor.goto('/vendor/onboarding');
  await expect(vendor.getByRole('heading', { name: 'Your business is verified' })).toBeVisible();
  const mine = (await (await vendorContext.request.get('/api/vendor/products')).json()) as {
    items: { id: string; name: string }[];
  };
  expect(mine.items.map((p) => ({ id: p.id, name: p.name }))).toEqual([{ id: productId, name: renamed }]);
  await vendor.goto(`/products/${productId}`);
  await expect(vendor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const main = vendor.getByRole('main');
  await expect(main.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Business documents checked by our team.')).toBeVisible();

  await adminContext.close();
  await vendorContext.close();
});

test('the admin records a payout of released funds in the console; an unverified vendor and a reused reference are refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const email = uniqueEmail('e2e-payout');
  const businessName = `Kumasi Kente Guild ${suffix}`;

  // A new vendor (verification pending) sells one order; the buyer confirms receipt, so the escrow is released.
  const vendorContext = await browser.newContext();
  await registerVerified(vendorContext.request, {
    name: 'Kwame Asante',
    email,
    password: 'Payout-Pass-2024',
    role: 'buyer',
  });
  const { productId } = await submitOnboarding(vendorContext.request, {
    businessName,
    productName: `E2E Kente Strips ${suffix}`,
    contactEmail: email,
  });
  await call(vendorContext.request, 'PUT', '/api/me/active-role', { role: 'vendor' });
  const buyerContext = await browser.newContext();
  const { releasedCents } = await sellAndRelease(buyerContext.request, vendorContext.request, productId, businessName);
  await buyerContext.close();
  // $200.00 less the 5% seller fee, plus the shipping the buyer paid, less the label (built-in carrier tables, Ghana to
  // France): 10 boxes of 10 kg are 100 kg, over the 70 kg courier limit, so freight: Sea Freight LCL
  // $600.00 + 199 extra half-kilograms × $0.22 = $643.78; the vendor's label for one 10 kg parcel (40×30×20 cm) is
  // FedEx International Economy $41.00 + 19 × $6.00 = $155.00. 20,000 − 1,000 + 64,378 − 15,500 = 67,878.
  expect(releasedCents).toBe(67_878);
  const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

  // The admin finds the balance under Payments > Vendor payouts; paying an unverified vendor is refused.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('tab', { name: 'Payments' }).click();
  const payouts = admin.getByRole('table', { name: 'Vendor payouts' });
  let row = payouts.getByRole('row').filter({ hasText: businessName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: usd(releasedCents), exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Record a payout to ${businessName}` }).click();
  let dialog = admin.getByRole('dialog', { name: `Record a payout to ${businessName}` });
  await expect(dialog.getByText('This vendor is not verified yet: the server will refuse the payout.')).toBeVisible();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue((releasedCents / 100).toFixed(2));
  await dialog.getByLabel('Bank reference').fill(`FT-UNVERIFIED-${suffix}`);
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(
    dialog.getByText('Payouts need a verified vendor: approve the business verification first'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Once the admin approves the business (in the Verifications tab) the payout goes through.
  await admin.getByRole('tab', { name: 'Verifications' }).click();
  const application = admin.getByRole('row').filter({ hasText: businessName });
  await application.getByRole('button', { name: `Review the application of ${businessName}` }).click();
  const review = admin.getByRole('dialog', { name: businessName });
  await review.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Approve this vendor?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText('The vendor is verified.')).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).click();

  await admin.getByRole('tab', { name: 'Payments' }).click();
  row = payouts.getByRole('row').filter({ hasText: businessName });
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  // Verified, but the vendor has not said where to be paid: the console says so and the server refuses.
  await expect(row.getByText('No bank details')).toBeVisible();
  await row.getByRole('button', { name: `Record a payout to ${businessName}` }).click();
  dialog = admin.getByRole('dialog', { name: `Record a payout to ${businessName}` });
  await expect(
    dialog.getByText(
      'This vendor has not added bank details yet (Settings > Billing): the server will refuse the payout.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Bank reference').fill(`FT-NOBANK-${suffix}`);
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(
    dialog.getByText('The vendor has not added bank details for payouts yet (Settings > Billing)'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The vendor adds them (the Billing form is covered by billing.spec.ts); the admin sees the full destination.
  await call(vendorContext.request, 'PUT', '/api/me/bank-details', {
    bankName: 'GCB Bank',
    bankCountry: 'Ghana',
    accountHolderName: businessName,
    accountNumber: '1021 3300 4567 89',
    swiftCode: 'GHCBGHAC',
  });
  await admin.reload();
  await admin.getByRole('tab', { name: 'Payments' }).click();
  row = payouts.getByRole('row').filter({ hasText: businessName });
  const reference = `FT-${suffix.toUpperCase()}-0001`;
  await row.getByRole('button', { name: `Record a payout to ${businessName}` }).click();
  dialog = admin.getByRole('dialog', { name: `Record a payout to ${businessName}` });
  await expect(dialog.getByText(`Available now: ${usd(releasedCents)}`)).toBeVisible();
  const destination = dialog.getByRole('region', { name: 'Send the transfer to' });
  await expect(destination.getByText('10213300456789', { exact: true })).toBeVisible();
  await expect(destination.getByText('GHCBGHAC', { exact: true })).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('120.00');
  const left = releasedCents - 120_00; // what stays available after this payout
  await dialog.getByLabel('Bank reference').fill(reference);
  await admin.screenshot({ path: testInfo.outputPath('admin-payout-dialog.png') });
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(admin.getByText(`Payout to ${businessName} recorded.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: usd(left), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$120.00', exact: true })).toBeVisible();

  // The same bank reference again is refused with the server's message; nothing more is paid.
  await row.getByRole('button', { name: `Record a payout to ${businessName}` }).click();
  dialog = admin.getByRole('dialog', { name: `Record a payout to ${businessName}` });
  await expect(dialog.getByText(`Available now: ${usd(left)}`)).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('50.00');
  await dialog.getByLabel('Bank reference').fill(reference);
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByText('A payout with this bank reference was already recorded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await admin.reload();
  row = admin.getByRole('table', { name: 'Vendor payouts' }).getByRole('row').filter({ hasText: businessName });
  await expect(row.getByRole('cell', { name: usd(left), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$120.00', exact: true })).toBeVisible();

  // The vendor's balances in Settings > Billing show it paid out.
  const vendor = await vendorContext.newPage();
  await vendor.goto('/settings?tab=billing');
  const balances = vendor.locator('dl').filter({ hasText: 'In escrow' });
  await expect(balances.locator('div').filter({ has: vendor.locator('dt', { hasText: 'Available' }) })).toContainText(
    usd(left),
  );
  await expect(balances.locator('div').filter({ has: vendor.locator('dt', { hasText: 'Paid out' }) })).toContainText(
    '$120.00',
  );
  await expect(vendor.getByText('•••• 6789')).toBeVisible(); // where the payouts go, masked for the vendor too

  await adminContext.close();
  await vendorContext.close();
});
