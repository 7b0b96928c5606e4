import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { uniqueEmail } from './mail';
import { registerVerified } from './vendor-flows';

/**
 * Settings > Billing: a vendor without bank details is told payouts need them, fills the form (client checks, then the
 * server's field errors next to the fields), saves, sees the account number masked, and edits without retyping it.
 */
test('a vendor adds and edits the bank details payouts are sent to', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('e2e-billing');
  const password = 'Billing-Pass-2024';
  const api = await browser.newContext();
  await registerVerified(api.request, { name: 'Kwame Asante', email, password, role: 'vendor' });
  await api.close();

  await login(page, email, password);
  await page.goto('/settings?tab=billing');
  await expect(page.getByRole('heading', { name: 'Bank details for payouts' })).toBeVisible();
  await expect(page.getByText('Add your bank details to get paid')).toBeVisible();
  await expect(page.getByText(/we need your bank account before we can pay you/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Bank details' });

  // the browser's checks, next to the fields
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(form.getByText('Bank name is required')).toBeVisible();
  await expect(form.getByText('Bank country is required')).toBeVisible();
  await expect(form.getByText('Account holder name is required')).toBeVisible();
  await expect(form.getByText('Enter the account number', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Bank name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Bank name').fill('GTBank');
  await form.getByLabel('Bank country').selectOption('Nigeria');
  await form.getByLabel('Account holder name').fill('Asante Kente Weavers Ltd');
  await form.getByLabel('Account number').fill('12');
  await form.getByLabel('SWIFT / BIC code').fill('XX');
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(form.getByText('Enter the account number (4 to 34 letters or digits)')).toBeVisible();
  await expect(form.getByText('A SWIFT/BIC code has 8 or 11 characters')).toBeVisible();

  await form.getByLabel('Account number').fill('0123 456 789');
  await form.getByLabel('SWIFT / BIC code').fill('gtbinGLA');
  await form.getByLabel('Bank address').fill('Plot 1669 Oyin Jolayemi Street, Victoria Island, Lagos');

  // a refusal by the server is shown next to the field it names (the answer is replaced once, to show that path)
  await page.route(
    '**/api/me/bank-details',
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Invalid request',
                details: { fields: { accountHolderName: 'The account holder must match the business name' } },
              },
            }),
          })
        : route.fallback(),
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(form.getByText('The account holder must match the business name')).toBeVisible();
  await expect(form.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(form.getByLabel('Account holder name')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('billing-form-errors.png'), fullPage: true });

  // saved for real: the account number only ever shown masked
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/bank-details') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save bank details' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your bank details were saved. Payouts will be sent to this account.')).toBeVisible();
  const details = page.getByTestId('bank-details');
  await expect(details.getByText('•••• 6789')).toBeVisible();
  await expect(details.getByText('GTBINGLA')).toBeVisible();
  await expect(details.getByText('Asante Kente Weavers Ltd')).toBeVisible();
  await expect(page.getByText('Add your bank details to get paid')).toBeHidden();
  await expect(page.locator('main')).not.toContainText('0123456789');
  await expect(page.locator('main')).not.toContainText('0123 456 789');
  await page.screenshot({ path: testInfo.outputPath('billing-saved.png'), fullPage: true });

  // editing keeps the saved account number when it is left blank
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  await expect(form.getByLabel('Account number')).toHaveValue('');
  await expect(form.getByText(/Saved as •••• 6789\. Leave blank to keep it/)).toBeVisible();
  await expect(form.getByLabel('Bank name')).toHaveValue('GTBank');
  await form.getByLabel('Bank name').fill('Guaranty Trust Bank');
  await form.getByLabel('IBAN').fill('GB29 NWBK 6016 1331 9268 19');
  await page.screenshot({ path: testInfo.outputPath('billing-edit.png'), fullPage: true });
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(details.getByText('Guaranty Trust Bank')).toBeVisible();
  await expect(details.getByText('•••• 6789')).toBeVisible();
  await expect(details.getByText('•••• 6819')).toBeVisible();

  // and it is all on the server after a reload
  await page.reload();
  await expect(details.getByText('Guaranty Trust Bank')).toBeVisible();
  await expect(details.getByText('•••• 6789')).toBeVisible();
  await expect(details.getByText('Nigeria')).toBeVisible();

  // the saved IBAN can be removed
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  await form.getByLabel('Remove the saved IBAN (•••• 6819)').check();
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Your bank details were saved. Payouts will be sent to this account.')).toBeVisible();
  await expect(details.getByText('•••• 6819')).toBeHidden();
  await expect(details.getByText('•••• 6789')).toBeVisible();
});

test('the bank details card shows a load failure with a retry, and reads right to left in Arabic', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('e2e-billing-error');
  const password = 'Billing-Pass-2024';
  const api = await browser.newContext();
  await registerVerified(api.request, { name: 'Ngozi Okafor', email, password, role: 'vendor' });
  await api.close();
  await login(page, email, password);
  // the server fails (the query retries twice before it shows the error)
  await page.route(
    '**/api/me/bank-details',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
      }),
    { times: 3 },
  );
  await page.goto('/settings?tab=billing');
  await expect(page.getByText('Your bank details could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Add your bank details to get paid')).toBeVisible();

  // in Arabic the card reads right to left
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'البيانات المصرفية للدفعات' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'البيانات المصرفية' }).getByLabel('رقم الحساب')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('billing-ar.png'), fullPage: true });
});
