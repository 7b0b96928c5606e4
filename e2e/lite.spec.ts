import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Issue 19, light pages: catalogues arrive per language and per namespace, with the code that uses them. A reader in
 * French or Arabic must still never see English drawn first, on a cold load of a page whose texts come with its chunk.
 */
type Json = { [key: string]: Json | string };
const catalogue = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Json;

/** The English texts of some parts of a namespace that read differently in the language (two words or more). */
function englishOnly(lang: string, ns: string, parts: string[]): string[] {
  const en = catalogue('en', ns);
  const other = catalogue(lang, ns);
  const out: string[] = [];
  const walk = (a: Json | string | undefined, b: Json | string | undefined) => {
    if (typeof a === 'string') {
      if (a !== b && a.includes(' ') && !a.includes('{{') && !a.includes('<')) out.push(a);
      return;
    }
    if (!a || typeof a !== 'object') return;
    for (const key of Object.keys(a)) walk(a[key], typeof b === 'object' ? b?.[key] : undefined);
  };
  for (const part of parts) walk(en[part], other[part]);
  return out;
}

/** Every text the page ever drew, from before its first script until the network went quiet. */
async function textsDrawn(browser: Browser, lang: string, path: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addInitScript((language) => {
    localStorage.setItem('lang', language);
    const seen: string[] = [];
    (window as unknown as { __drawn: string[] }).__drawn = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
        for (const node of Array.from(record.addedNodes)) seen.push(node.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, lang);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn.join('\n'));
  await context.close();
  return drawn;
}

for (const lang of ['fr', 'ar']) {
  test(`in ${lang}, /products and a product page load cold with no English drawn first`, async ({
    browser,
    request,
  }) => {
    const listed = (await (await request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
    const english = [
      ...englishOnly(lang, 'common', ['nav']),
      ...englishOnly(lang, 'catalog', ['browse', 'detail', 'gallery']),
    ];
    expect(english.length).toBeGreaterThan(20);

    const browse = await textsDrawn(browser, lang, '/products');
    expect(browse).toContain(catalogue(lang, 'catalog').browse && (catalogue(lang, 'catalog').browse as Json).title);
    expect(english.filter((text) => browse.includes(text))).toEqual([]);

    const product = await textsDrawn(browser, lang, `/products/${listed.items[0]!.id}`);
    expect(english.filter((text) => product.includes(text))).toEqual([]);
  });
}

/** Counts the product pictures the page downloads (GET) and the sizes it asks for (HEAD: headers only). */
function watchPictures(page: Page) {
  const seen = { downloaded: [] as string[], asked: [] as string[] };
  page.on('request', (req) => {
    if (!req.url().includes('/media/product-images/')) return;
    (req.method() === 'HEAD' ? seen.asked : seen.downloaded).push(req.url());
  });
  return seen;
}

test('data-saver mode, on by the browser’s own data saver: pictures wait for a tap with their size, the page says what it saved, shorter lists, and the choice to turn it off is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  // the signal behind the browser's Save-Data header (Chromium's data saver / Lite mode)
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
  });
  const page = await context.newPage();
  const pictures = watchPictures(page);

  await page.goto('/products');
  const strip = page.getByRole('region', { name: 'Data saver' });
  await expect(strip).toContainText('Data saver is on');
  const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(6); // half a normal page of results
  await expect(strip).toContainText(/kB saved on this page: 6 pictures not downloaded/);
  await expect(cards.first()).toContainText(/Picture, \d+ kB/);
  expect(await page.locator('main img').count()).toBe(0);
  expect(pictures.downloaded).toEqual([]);
  expect(pictures.asked.length).toBeGreaterThanOrEqual(6);

  // a product page: its main picture is shown on a tap, one small file
  await cards.first().getByRole('heading').getByRole('link').click();
  const show = page.getByRole('button', { name: /Show picture \(\d+ kB\)/ });
  await expect(show).toBeVisible();
  expect(pictures.downloaded).toEqual([]);
  await show.click();
  const shown = page.locator('main img').first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(pictures.downloaded).toHaveLength(1);
  expect(pictures.downloaded[0]).toMatch(/\/medium\.avif$/);

  // turned off: pictures come back at once, and it stays off after a reload although the browser still asks to save
  await strip.getByRole('button', { name: 'Turn off' }).click();
  await expect(strip).toBeHidden();
  await page.reload();
  await expect(page.locator('main img').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data saver' })).toHaveCount(0);
  await context.close();
});

test('data-saver mode from the header menu, in French: remembered after a reload; "Show pictures" shows a page’s pictures', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('lang', 'fr');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const page = await context.newPage();
  await page.goto('/products');
  await expect(page.locator('main img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('switch', { name: 'Économiseur de données' }).check();
  const strip = page.getByRole('region', { name: 'Économiseur de données' });
  await expect(strip).toContainText('les images se chargent quand vous les touchez');
  await page.reload();
  await expect(strip).toBeVisible();
  await expect(page.locator('main li').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);
  expect(await page.locator('main img').count()).toBe(0);
  await strip.getByRole('button', { name: 'Afficher les images' }).click();
  await expect(page.locator('main img')).toHaveCount(6);
  await expect(strip).toContainText('Les images de cette page sont affichées.');
  await context.close();
});
