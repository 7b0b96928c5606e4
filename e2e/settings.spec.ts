import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers';

test('profile changes are saved on the server and shown after a reload', async ({ page }) => {
  await login(page, DEMO.buyer);
  await page.goto('/settings');
  const company = `Dubois Import ${Date.now().toString(36)}`;
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Phone number').fill('+33 1 44 55 66 77');
  await page.getByRole('button', { name: /Save/ }).first().click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company')).toHaveValue(company);
  await expect(page.getByLabel('Phone number')).toHaveValue('+33 1 44 55 66 77');
});

test('notification preferences persist', async ({ page }) => {
  await login(page, DEMO.buyer);
  await page.goto('/settings');
  await page.getByRole('tab', { name: /Notifications/ }).click();
  const marketing = page
    .getByRole('checkbox', { name: /Marketing/ })
    .or(page.getByRole('switch', { name: /Marketing/ }));
  const before = await marketing.isChecked();
  await marketing.click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved!')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /Notifications/ }).click();
  await expect(marketing).toBeChecked({ checked: !before });
});
