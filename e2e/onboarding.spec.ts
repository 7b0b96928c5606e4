import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './helpers';
import { linkIn, uniqueEmail, waitForMail } from './mail';

const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

test('a new buyer completes vendor onboarding; once an admin approves, the product shows the Verified badge', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const dir = testInfo.outputPath('files');
  fs.mkdirSync(dir, { recursive: true });
  const pdfPath = path.join(dir, 'business-certificate.pdf');
  fs.writeFileSync(pdfPath, PDF);
  const pngPath = path.join(dir, 'shea-butter.png');
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b45309' } })
    .png()
    .toFile(pngPath);

  const suffix = Date.now().toString(36);
  const email = uniqueEmail('e2e-onboarding');
  const password = 'Onboard-Pass-2024';
  const productName = `E2E Raw Shea Butter ${suffix}`;
  const businessName = `Tamale Shea Cooperative ${suffix}`;

  // a new account, registered and verified through the API and the e-mailed link
  const session = await page.request.get('/api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const reg = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': csrfToken },
    data: { name: 'Abena Shea', email, password, confirmPassword: password, role: 'buyer', acceptTerms: true },
  });
  expect(reg.status()).toBe(201);
  const verify = await waitForMail(email, (m) => m.text.includes('/verify-email'));
  await page.goto(linkIn(verify, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  // signed out: the intro, with a login link that comes back here
  await page.goto('/vendor/onboarding');
  await expect(page.getByRole('heading', { name: 'Start selling to buyers worldwide' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fvendor%2Fonboarding/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/vendor\/onboarding$/);

  // Step 1: Business Information
  await expect(page.getByRole('heading', { level: 2, name: 'Business Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required fields before proceeding.')).toBeVisible();
  await expect(page.getByText('Choose a business type')).toHaveCount(2); // the placeholder option and the error
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Business type').selectOption('Cooperative');
  await page.getByLabel('Business location').fill('Tamale, Ghana');
  await page.getByLabel('Country of the business').selectOption('Ghana');
  await page.getByLabel('Year established').fill('1890');
  await page.getByLabel('Business description').fill('A women-led cooperative producing unrefined shea butter.');
  await page.getByLabel('Primary products').fill('Shea butter, shea nuts');
  await page.getByRole('button', { name: 'Next' }).click();
  // The latest year accepted is this year (a business founded this year can onboard).
  await expect(page.getByText(`Enter a year between 1900 and ${new Date().getFullYear()}`)).toBeVisible();
  await page.getByLabel('Year established').fill('2012');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Documentation (a real PDF, uploaded as it is chosen)
  await expect(page.getByRole('heading', { level: 2, name: 'Documentation' })).toBeVisible();
  await page.getByTestId('document-input-businessCert').setInputFiles(pdfPath);
  await expect(page.getByText('business-certificate.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the Business registration certificate' })).toBeVisible();

  // the draft survives a reload (uploaded files are kept by their server id)
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Documentation' })).toBeVisible();
  await expect(page.getByText('business-certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Product Listing
  await expect(page.getByRole('heading', { level: 2, name: 'Product Listing' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required product fields before proceeding.')).toBeVisible();
  await page.getByLabel('Product name').fill(productName);
  await page.locator('label').filter({ hasText: 'Agriculture & Farming' }).click();
  await page.getByLabel('Description', { exact: true }).fill('Grade A unrefined shea butter, hand-processed.');
  await page.getByLabel('Price', { exact: true }).fill('8.75');
  await page.getByLabel('Unit', { exact: true }).selectOption('KG');
  await page.getByLabel('Minimum order').fill('50');
  await page.getByLabel('Origin').fill('Tamale, Ghana');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await expect(page.getByLabel('Lead time (days)')).toHaveValue('14');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please upload at least one product image before proceeding.').first()).toBeVisible();
  await page.getByTestId('product-image-input').setInputFiles(pngPath);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: Contact & Review
  await expect(page.getByRole('heading', { level: 2, name: 'Contact & Review' })).toBeVisible();
  await expect(page.getByLabel('Contact e-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please fill in all required contact fields before submitting.')).toBeVisible();
  await page.getByLabel('Contact phone').fill('+233 20 123 4567');
  await page.getByLabel('Business address').fill('12 Bolgatanga Road, Tamale');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Website must be a URL, such as https://example.com')).toBeVisible();
  await page.getByLabel('Website').fill('https://shea.example.com');

  // the review shows every step, with Edit links back
  const review = page.getByRole('region', { name: 'Review your application' });
  await expect(review.getByText(businessName)).toBeVisible();
  await expect(review.getByText('business-certificate.pdf')).toBeVisible();
  await expect(review.getByText(productName)).toBeVisible();
  await review.getByRole('button', { name: 'Edit Business Information' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Business Information' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue(businessName);
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact & Review' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted!' })).toBeVisible();
  await expect(
    page.getByText('You now have vendor access and can switch between buyer and vendor roles in settings.'),
  ).toBeVisible();
  await expect(page.getByText(/reviewed within 48 hours/)).toBeVisible();

  // the dashboard button switches the active role to vendor
  await page.getByRole('button', { name: 'Go to vendor dashboard' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard/);

  // back on the onboarding page: the application is under review
  await page.goto('/vendor/onboarding');
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

  // the demo admin approves it through the API
  const admin = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const adminSession = (await (await admin.get('/api/auth/session')).json()) as { csrfToken: string };
  const login = await admin.post('/api/auth/login', {
    headers: { 'x-csrf-token': adminSession.csrfToken },
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const csrf = ((await (await admin.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const list = (await (await admin.get('/api/admin/verifications?status=PENDING')).json()) as {
    items: Array<{ id: string; business: { businessName: string }; documentsCount: number }>;
  };
  const application = list.items.find((a) => a.business.businessName === businessName);
  expect(application, 'the submitted application is listed for the admin').toBeDefined();
  expect(application?.documentsCount).toBe(1);
  const approve = await admin.post(`/api/admin/verifications/${application?.id ?? ''}/approve`, {
    headers: { 'x-csrf-token': csrf },
    data: {},
  });
  expect(approve.status()).toBe(200);
  await admin.dispose();

  // the product carries the Verified badge on /products
  await page.goto(`/products?q=${encodeURIComponent(productName)}`);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: productName }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Verified')).toBeVisible();

  await page.goto('/vendor/onboarding');
  await expect(page.getByRole('heading', { name: 'Your business is verified' })).toBeVisible();
});
