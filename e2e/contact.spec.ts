import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMail } from './mail';

test('the contact form creates a support ticket and e-mails the support mailbox', async ({ page }) => {
  const email = uniqueEmail('e2e-contact');
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();

  await page.getByLabel('Full name').fill('Ifeoma Contact');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Category').selectOption('Shipping & Logistics');
  await page.getByLabel('Subject').fill('Container to Rotterdam');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Can you help me ship a 20 ft container of cashews to Rotterdam?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  const reference = (
    await page
      .getByText(/SUP-\d{6}/)
      .first()
      .textContent()
  )?.match(/SUP-\d{6}/)?.[0];
  expect(reference).toBeTruthy();

  const toSupport = await waitForMail('support@afribridge.example', (m) => m.subject.includes(reference!));
  expect(toSupport.subject).toBe(`[${reference}] Shipping & Logistics: Container to Rotterdam`);
  await waitForMail(email, (m) => m.text.includes(reference!));
});
