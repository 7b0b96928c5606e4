import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';

/**
 * Right-to-left layout in Arabic on every main page: the document is `dir="rtl"`, nothing overflows sideways (the
 * usual symptom of a physical left/right that should have been start/end), and the header navigation and the page
 * heading are visible. At a desktop and a phone width; a screenshot of each page lands in the test's output folder.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Check = { name: string; path: string };

const PUBLIC_PAGES: Check[] = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'product', path: '' }, // filled with a real product below
  { name: 'cart', path: '/cart' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'about', path: '/about' },
  { name: 'faq', path: '/faq' },
  { name: 'contact', path: '/contact' },
  { name: 'support', path: '/support' },
  { name: 'ai', path: '/ai' },
];

const SIGNED_IN_PAGES: { account: keyof typeof DEMO; pages: Check[] }[] = [
  {
    account: 'buyer',
    pages: [
      { name: 'buyer-dashboard', path: '/buyer/dashboard' },
      { name: 'settings', path: '/settings' },
      { name: 'notifications', path: '/notifications' },
    ],
  },
  { account: 'vendor', pages: [{ name: 'vendor-dashboard', path: '/vendor/dashboard' }] },
  { account: 'admin', pages: [{ name: 'admin-dashboard', path: '/admin/dashboard' }] },
];

/** Switches this browser to Arabic without touching the account's saved language (shared demo accounts). */
async function useArabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
}

async function checkPage(page: Page, check: Check, viewport: string): Promise<void> {
  await test.step(`${check.name} (${viewport})`, async () => {
    await page.goto(check.path);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('banner')).toBeVisible();
    // The page's own heading (not a skeleton): the first h1 in the main content.
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
    if (viewport === 'desktop') await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
    await page.waitForTimeout(300); // late content (charts, images) settles
    const overflow = await page.evaluate(() => {
      const doc = document.documentElement;
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.left < -1 || r.right > doc.clientWidth + 1);
        })
        .filter((el) => !el.closest('[aria-hidden="true"], .sr-only') && getComputedStyle(el).position !== 'fixed')
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`);
      return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide };
    });
    expect(
      overflow.scrollWidth,
      `${check.name} overflows sideways; widest elements: ${overflow.wide.join(' | ')}`,
    ).toBeLessThanOrEqual(overflow.clientWidth + 1);
    await page.screenshot({ path: test.info().outputPath(`rtl-${viewport}-${check.name}.png`) });
  });
}

test('Arabic, phone: the tab bar scrolls right to left, its cue on the left (the end), the selected tab in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await login(page, DEMO.admin);
  await useArabic(page);
  await page.goto('/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const list = page.getByRole('tablist').first();
  const wrapper = list.locator('xpath=..');
  await expect(wrapper).toHaveAttribute('data-scroll-end', 'true');
  await expect(wrapper).toHaveAttribute('data-scroll-start', 'false');
  const listBox = await list.boundingBox();
  const endBox = await page.getByTestId('tabs-scroll-end').boundingBox();
  expect(endBox!.x + endBox!.width).toBeLessThan(listBox!.x + listBox!.width / 2);
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const last = page.getByRole('tab').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(wrapper).toHaveAttribute('data-scroll-end', 'false');
  await expect(wrapper).toHaveAttribute('data-scroll-start', 'true');
  const lastBox = await last.boundingBox();
  expect(lastBox!.x).toBeGreaterThanOrEqual(listBox!.x - 1);
  // the start cue (now on the right) scrolls back toward the first tabs
  await page.getByTestId('tabs-scroll-start').locator('button').click();
  await expect(wrapper).toHaveAttribute('data-scroll-end', 'true');
  await page.screenshot({ path: test.info().outputPath('rtl-phone-admin-tabs.png') });
});

for (const viewport of VIEWPORTS) {
  test.describe(`Arabic, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages are right-to-left without sideways overflow', async ({ page }) => {
      const products = (await (await page.request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
      const pages = PUBLIC_PAGES.map((p) =>
        p.name === 'product' ? { ...p, path: `/products/${products.items[0]!.id}` } : p,
      );
      await page.goto('/');
      await useArabic(page);
      for (const check of pages) await checkPage(page, check, viewport.name);
    });

    for (const { account, pages } of SIGNED_IN_PAGES) {
      test(`${account} pages are right-to-left without sideways overflow`, async ({ page }) => {
        await login(page, DEMO[account]);
        await useArabic(page);
        for (const check of pages) await checkPage(page, check, viewport.name);
      });
    }
  });
}
