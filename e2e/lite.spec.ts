import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';

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
