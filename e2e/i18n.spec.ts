import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { call, registerVerified } from './vendor-flows';

test('switching to Arabic turns the page right-to-left, and it stays after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اللغة').first().selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page
    .getByLabel(/Langue/)
    .first()
    .selectOption('en');
});

/** A USD product of the demo catalogue (id), for the price checks. */
async function usdProductId(page: Page): Promise<string> {
  const res = await page.request.get('/api/products?limit=48');
  const { items } = (await res.json()) as { items: { id: string; currency: string }[] };
  const usd = items.find((p) => p.currency === 'USD');
  expect(usd, 'a USD product in the demo catalogue').toBeTruthy();
  return usd!.id;
}

test('in Arabic a price reads "2,450.00 US$" left to right (never "$US 2,450.00") and an English description keeps its direction', async ({
  page,
}) => {
  const id = await usdProductId(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(`/products/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const price = page.getByTestId('product-price');
  const text = (await price.textContent()) ?? '';
  // a left-to-right isolate around Latin digits and the symbol
  expect(text.startsWith('\u2066') && text.endsWith('\u2069'), JSON.stringify(text)).toBe(true);
  expect(text.replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s/g, ' ')).toMatch(/^[\d,]+\.\d\d US\$$/);
  // On screen, left to right: the digits, then "US", then "$".
  const x = await price.evaluate((el) => {
    const node = el.firstChild;
    const at = (ch: string) => {
      const i = (node?.textContent ?? '').indexOf(ch);
      if (!node || i < 0) return NaN;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    };
    return { digit: at((node?.textContent ?? '').replace(/\D/g, '')[0] ?? '0'), u: at('U'), dollar: at('$') };
  });
  expect(x.digit).toBeLessThan(x.u);
  expect(x.u).toBeLessThan(x.dollar);
  // user text keeps its own direction inside the Arabic page: the English full stop stays at the end (right)
  const description = page.getByTestId('product-description');
  await expect(description).toHaveAttribute('dir', 'auto');
  expect(await description.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await page.screenshot({ path: test.info().outputPath('ar-product-price.png') });
});

test('in Hausa dates use Hausa month names, not English (the browser has no Hausa date data)', async ({ page }) => {
  const id = await usdProductId(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'ha'));
  await page.goto(`/products/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  const listed = page.getByText(/^An saka a ranar /);
  await expect(listed).toBeVisible();
  const text = (await listed.textContent()) ?? '';
  expect(text).toMatch(/^An saka a ranar \d{1,2} (Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis), \d{4}$/);
  expect(text).not.toMatch(/(Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|[A-Z][a-z]{2} \d{1,2}, \d{4}/);
});

test('the page language switcher changes the page only; the e-mail language changes in Settings and the e-mails follow it', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = `imel.${Date.now()}@example.com`;
  await registerVerified(context.request, { name: 'Hauwa Sani', email, password: 'Harshen-Imel-2024', role: 'buyer' });
  const accountLanguage = async () =>
    ((await (await context.request.get('/api/me')).json()) as { language: string }).language;
  expect(await accountLanguage()).toBe('en');

  // The page switcher: the page turns French, the account's e-mail language stays English.
  await page.goto('/settings?tab=notifications');
  await page.getByLabel('Language').first().selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForLoadState('networkidle');
  expect(await accountLanguage()).toBe('en');

  // Settings > Notifications: the e-mail language is its own choice.
  const select = page.getByLabel('Langue des e-mails', { exact: true });
  await expect(select).toHaveValue('en');
  await select.selectOption('ha');
  await page.getByRole('button', { name: 'Enregistrer la langue des e-mails' }).click();
  await expect(page.getByText('Vos e-mails seront désormais envoyés en Hausa.')).toBeVisible();
  expect(await accountLanguage()).toBe('ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The next e-mail is in Hausa, whatever the page language.
  const anon = await browser.newContext({ baseURL });
  await call(anon.request, 'POST', '/api/auth/forgot-password', { email });
  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password'));
  expect(mail.subject).toBe('Sake saita kalmar sirrinku');
  await anon.close();
  await context.close();
});
