import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * What a phone downloads before a public page is usable (issue 19): the script and style bytes over the wire (Brotli,
 * as the server sends them to a browser that accepts it) of the home page, /products and a product page, loaded cold,
 * and the same files gzipped (the issue's measure).
 * The script budget is issue 19's target (120 KB gzipped); over the wire it is a little below, with a small margin over
 * today's figures (docs/benchmarks.md), so the weight cannot creep back up unnoticed.
 */
const BUDGET = { scriptBytes: 110_000, styleBytes: 13_000, scriptGzip: 120_000, styleGzip: 16_000 };

interface Sizes {
  /** Over the wire (Brotli, as the server sends it). */
  scriptBytes: number;
  styleBytes: number;
  /** The same files gzipped (level 9): issue 19's measure. */
  scriptGzip: number;
  styleGzip: number;
  requests: number;
}

async function firstLoad(page: Page, path: string): Promise<Sizes> {
  const sizes: Sizes = { scriptBytes: 0, styleBytes: 0, scriptGzip: 0, styleGzip: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.requests += 1;
    pending.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([s, body]) => {
        const gzip = body ? gzipSync(body, { level: 9 }).length : 0;
        if (type === 'script') {
          sizes.scriptBytes += s.responseBodySize;
          sizes.scriptGzip += gzip;
        } else {
          sizes.styleBytes += s.responseBodySize;
          sizes.styleGzip += gzip;
        }
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // the page drawn (its lazily loaded code arrived), then quiet again: a quiet moment before the page's own chunk was
  // asked for would count too little
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

test('the home page, /products and a product page each load within the script and style budget', async ({
  browser,
  request,
}) => {
  const listed = (await (await request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
  const pages = ['/', '/products', `/products/${listed.items[0]!.id}`];
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const sizes = await firstLoad(page, path);
    test.info().annotations.push({ type: 'first load', description: `${path}: ${JSON.stringify(sizes)}` });
    console.log(
      `first load ${path}: script ${sizes.scriptBytes} B (gzip ${sizes.scriptGzip} B), style ${sizes.styleBytes} B (gzip ${sizes.styleGzip} B), ${sizes.requests} files`,
    );
    expect(sizes.scriptBytes, `${path} script bytes`).toBeGreaterThan(0);
    expect(sizes.scriptBytes, `${path} script bytes`).toBeLessThanOrEqual(BUDGET.scriptBytes);
    expect(sizes.styleBytes, `${path} style bytes`).toBeLessThanOrEqual(BUDGET.styleBytes);
    expect(sizes.scriptGzip, `${path} script gzipped`).toBeLessThanOrEqual(BUDGET.scriptGzip);
    expect(sizes.styleGzip, `${path} style gzipped`).toBeLessThanOrEqual(BUDGET.styleGzip);
    await context.close();
  }
});
