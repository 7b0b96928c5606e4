import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseRateToMicros } from '@app/shared/money';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { insertRate } from '../fx/fx.repository.ts';
import { setProductRating } from './catalog.service.ts';
import { countMatching, type BrowseKey } from './browse.repository.ts';
import { compareDecimals, listByPrice } from './browse-price.repository.ts';
import { typedSearch } from './search-plan.ts';

/** Ranking, spelling correction, totals and sort orders of GET /api/products (issue 25). */
let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Abena Owusu' });
  const res = await vendor.client.patch('/api/me', {
    name: 'Abena Owusu',
    email: vendor.email,
    phone: '',
    company: 'Tamale Naturals',
    country: 'Ghana',
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await env.close();
});

async function create(overrides: Record<string, unknown>): Promise<string> {
  env.clock.advance(1000);
  const res = await vendor.client.post(
    '/api/vendor/products',
    productBody({ tags: [], description: 'Export quality.', ...overrides }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

type Page = {
  items: { id: string; name: string }[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
  correctedQuery: string | null;
};

async function page(qs: string): Promise<Page> {
  const res = await new ApiClient(env.app).get(`/api/products?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}

/** Every page of a listing, following the cursors. */
async function allPages(qs: string, limit: number): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const p = await page(`${qs}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages.push(p);
    cursor = p.nextCursor;
  } while (cursor && pages.length < 50);
  return { ids: pages.flatMap((p) => p.items.map((i) => i.id)), pages };
}

const ids = async (qs: string) => (await page(`limit=48&${qs}`)).items.map((i) => i.id);

describe('relevance', () => {
  let p: Record<string, string>;
  beforeAll(async () => {
    // created oldest first: within a tier the newest comes first, so the tiers, not the dates, explain the order
    p = {
      exact: await create({ name: 'Shea Butter', tags: ['shea'] }),
      wholeOld: await create({ name: 'Raw Unrefined Shea Butter' }),
      wholeNew: await create({ name: 'Whipped Butter with Shea, 5 kg tubs' }),
      described: await create({ name: 'African Black Soap Bars', description: 'Plantain ash soap with shea butter.' }),
      tagged: await create({ name: 'Body Balm Tins', tags: ['shea', 'butter'] }),
      sheets: await create({ name: 'Steel Roofing Sheets', tags: ['roofing', 'sheets'] }),
      cocoa: await create({ name: 'Premium Cocoa Beans', tags: ['cocoa'] }),
      cocoaNibs: await create({ name: 'Roasted Cocoa Nibs' }),
    };
  });

  it('"shea" lists shea products, name matches first, and never a near spelling such as "Sheets"', async () => {
    const found = await ids('q=shea');
    // every shea product has "shea" in its name or tags; names first (newest first among them), then the rest
    expect(found).toEqual([p.wholeNew, p.wholeOld, p.exact, p.tagged, p.described]);
    expect(found).not.toContain(p.sheets);
  });

  it('ranks the exact name first, then every word in the name, then the words elsewhere (tags, description)', async () => {
    expect(await ids('q=Shea%20Butter')).toEqual([p.exact, p.wholeNew, p.wholeOld, p.tagged, p.described]);
    // the order of the words does not make an exact name; the words in the name still come first
    expect(await ids('q=butter%20shea')).toEqual([p.wholeNew, p.wholeOld, p.exact, p.tagged, p.described]);
  });

  it('ranks a word being typed that begins a name word above the same words elsewhere', async () => {
    // "butt" is no word of the catalogue: it stands for the words it begins ("butter"), in the name first
    expect(await ids('q=shea%20butt')).toEqual([p.wholeNew, p.wholeOld, p.exact, p.tagged, p.described]);
  });

  it('answers a misspelling with the closest spelling and says so; exact=1 searches the typed words only', async () => {
    const fixed = await page('q=cocao');
    expect(fixed.correctedQuery).toBe('cocoa');
    expect(fixed.items.map((i) => i.id)).toEqual([p.cocoaNibs, p.cocoa]);
    expect(fixed.total).toBe(2);
    const asTyped = await page('q=cocao&exact=1');
    expect(asTyped).toMatchObject({ items: [], total: 0, correctedQuery: null });
    // one word misspelt among right ones
    const two = await page('q=shea%20buter');
    expect(two.correctedQuery).toBe('shea butter');
    expect(two.items[0]!.id).toBe(p.exact);
    // a query that needs no correction says nothing
    expect((await page('q=cocoa')).correctedQuery).toBeNull();
    expect((await page('q=xqzvw')).correctedQuery).toBeNull();
  });

  it('keeps the correction on every page of "load more"', async () => {
    const { ids: paged, pages } = await allPages('q=cocao', 1);
    expect(paged).toEqual([p.cocoaNibs, p.cocoa]);
    expect(pages.map((pg) => pg.correctedQuery)).toEqual(['cocoa', 'cocoa']);
    expect(pages.map((pg) => pg.total)).toEqual([2, null]);
  });

  it('pages through every tier once, in order, whatever the page size', async () => {
    const expected = await ids('q=shea');
    for (const limit of [1, 2, 3]) expect((await allPages('q=shea', limit)).ids).toEqual(expected);
  });
});

describe('totals', () => {
  it('gives the honest total with the first page, and the pages add up to it', async () => {
    for (let i = 0; i < 5; i++) await create({ name: `Baobab Fruit Powder lot ${i}`, category: 'raw-food-health' });
    const first = await page('q=baobab&limit=2');
    expect(first).toMatchObject({ total: 5, totalCapped: false });
    expect(first.items).toHaveLength(2);
    const { ids: all, pages } = await allPages('q=baobab', 2);
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    // the plain listing and a category count too
    const listing = await allPages('category=raw-food-health', 2);
    expect(listing.pages[0]!.total).toBe(listing.ids.length);
    expect((await page('q=nothing%20like%20this')).total).toBe(0);
  });

  it('stops counting at the cap and says there are more', async () => {
    const plan = (await typedSearch(env.deps.db, 'baobab'))!;
    expect(await countMatching(env.deps.db, {}, plan, 3)).toBe(4); // cap + 1: "3+"
    expect(await countMatching(env.deps.db, {}, plan, 10)).toBe(5);
    // 101 more rows, written directly (a vendor would take a while)
    await env.deps.db
      .execute(sql`insert into products (id, vendor_id, vendor_name, vendor_country, name, category, description, price_cents, currency, min_order, unit, origin, lead_time_days, payment_terms, search_vector, created_at)
      select gen_random_uuid(), vendor_id, vendor_name, vendor_country, 'Tamarind Pulp lot ' || g, category, description, price_cents, currency, min_order, unit, origin, lead_time_days, payment_terms,
        to_tsvector('simple', 'Tamarind Pulp lot ' || g), created_at - make_interval(secs => g)
      from products, generate_series(1, 101) g where name = 'Shea Butter'`);
    await create({ name: 'Tamarind Pulp fresh' }); // a write through the catalogue drops cached pages and counts
    const capped = await page('q=tamarind&limit=12');
    expect(capped).toMatchObject({ total: 100, totalCapped: true });
    expect(capped.items).toHaveLength(12);
    expect(capped.items[0]!.name).toBe('Tamarind Pulp fresh');
    const next = await page(`q=tamarind&limit=12&cursor=${encodeURIComponent(capped.nextCursor!)}`);
    expect(next.total).toBeNull();
    expect(next.items).toHaveLength(12);
    await env.deps.db.execute(sql`delete from products where name like 'Tamarind Pulp lot %'`);
    await create({ name: 'Tamarind cleanup marker' });
  });
});

describe('sort orders', () => {
  let s: Record<string, string>;
  beforeAll(async () => {
    // USD per unit at the default rates: GBP 0.79, NGN 1550, KES 129.5, EUR 0.92
    s = {
      usd10: await create({ name: 'Kola Nut Sack A', price: '10.00', currency: 'USD' }),
      eur10: await create({ name: 'Kola Nut Sack B', price: '10.00', currency: 'EUR' }), // 10.87
      ngn: await create({ name: 'Kola Nut Sack C', price: '10000.00', currency: 'NGN' }), // 6.45
      kes: await create({ name: 'Kola Nut Sack D', price: '1000.00', currency: 'KES' }), // 7.72
      gbp: await create({ name: 'Kola Nut Sack E', price: '5.00', currency: 'GBP' }), // 6.33
      usd10b: await create({ name: 'Kola Nut Sack F', price: '10.00', currency: 'USD' }),
    };
  });

  const usdTies = () => [s.usd10!, s.usd10b!].sort();

  it('sorts by price converted to USD at the rates in force, ties by id, the same across pages', async () => {
    expect(await ids('q=kola&sort=price-asc')).toEqual([s.gbp, s.ngn, s.kes, ...usdTies(), s.eur10]);
    expect(await ids('q=kola&sort=price-desc')).toEqual([s.eur10, ...usdTies().reverse(), s.kes, s.ngn, s.gbp]);
    for (const sort of ['price-asc', 'price-desc']) {
      expect((await allPages(`q=kola&sort=${sort}`, 2)).ids).toEqual(await ids(`q=kola&sort=${sort}`));
    }
    // without a query: the whole catalogue, page by page through the per-currency index ranges
    const cheapest = await allPages('sort=price-asc', 5);
    const everything = await ids('sort=price-asc');
    expect(cheapest.ids).toEqual(everything);
    expect(everything.indexOf(s.gbp!)).toBeLessThan(everything.indexOf(s.ngn!));
    expect(everything.indexOf(s.kes!)).toBeLessThan(everything.indexOf(s.eur10!));
    expect((await allPages('sort=price-desc', 4)).ids).toEqual(await ids('sort=price-desc'));
  });

  it('gives the same price pages whether a search walks each currency in price order or fetches every match', async () => {
    const plan = (await typedSearch(env.deps.db, 'kola'))!;
    const rates = new Map([
      ['USD', 1_000_000],
      ['EUR', 920_000],
      ['GBP', 790_000],
      ['NGN', 1_550_000_000],
      ['GHS', 15_200_000],
      ['KES', 129_500_000],
      ['ZAR', 18_400_000],
    ]);
    for (const direction of ['asc', 'desc'] as const) {
      const everything = (
        await listByPrice(env.deps.db, {}, plan, rates, direction, undefined, 100, { rare: true })
      ).map((r) => r.id);
      expect(everything).toHaveLength(6);
      expect(everything).toEqual(await ids(`q=kola&sort=price-${direction}`));
      for (const window of [1, 2, 3, 2000]) {
        expect(
          (await listByPrice(env.deps.db, {}, plan, rates, direction, undefined, 100, { window })).map((r) => r.id),
        ).toEqual(everything);
        const paged: string[] = [];
        let after: BrowseKey | undefined;
        for (let i = 0; i < 10; i++) {
          const rows = await listByPrice(env.deps.db, {}, plan, rates, direction, after, 2, { window });
          paged.push(...rows.map((r) => r.id));
          const last = rows.at(-1);
          if (rows.length < 2 || !last) break;
          after = { id: last.id, usdPrice: last.usdPrice };
        }
        expect(paged).toEqual(everything);
      }
    }
  });

  it('compares the database decimals exactly', () => {
    expect(compareDecimals('10.5', '9.75')).toBeGreaterThan(0);
    expect(compareDecimals('1000.0000000000000000', '1000')).toBe(0);
    expect(compareDecimals('645.16129032258064516129', '645.1612903225806451613')).toBeLessThan(0);
    expect(compareDecimals('0.1', '0.09')).toBeGreaterThan(0);
  });

  it('follows a new exchange rate at once', async () => {
    // the listing's statement is prepared once, the rates are its values: run it before the change
    const listed = async () => {
      const { ids: all } = await allPages('sort=price-desc', 48);
      return all.indexOf(s.ngn!) < all.indexOf(s.eur10!) ? 'naira dearer' : 'euro dearer';
    };
    expect(await listed()).toBe('euro dearer');
    // the naira weakens to 500 per USD: 10,000 NGN is now 20 USD, the dearest sack
    await insertRate(env.deps.db, {
      currency: 'NGN',
      unitsPerUsdMicros: parseRateToMicros('500')!,
      effectiveDate: '2026-11-20',
      createdBy: null,
      createdAt: env.clock.now(),
    });
    await create({ name: 'Rate change marker' });
    expect(await ids('q=kola&sort=price-desc')).toEqual([s.ngn, s.eur10, ...usdTies().reverse(), s.kes, s.gbp]);
    expect(await listed()).toBe('naira dearer');
    await insertRate(env.deps.db, {
      currency: 'NGN',
      unitsPerUsdMicros: parseRateToMicros('1550')!,
      effectiveDate: '2026-11-21',
      createdBy: null,
      createdAt: env.clock.now(),
    });
  });

  it('sorts by rating, then number of reviews, then newest', async () => {
    await setProductRating(env.deps.db, s.kes!, 4.5, 2);
    await setProductRating(env.deps.db, s.gbp!, 4.5, 10);
    await setProductRating(env.deps.db, s.eur10!, 3.2, 40);
    await create({ name: 'Rating marker' });
    const order = [s.gbp, s.kes, s.eur10, s.usd10b, s.ngn, s.usd10];
    expect(await ids('q=kola&sort=rating')).toEqual(order);
    expect((await allPages('q=kola&sort=rating', 2)).ids).toEqual(order);
    const listing = await ids('sort=rating');
    expect(listing.slice(0, 3)).toEqual([s.gbp, s.kes, s.eur10]);
    expect((await allPages('sort=rating', 5)).ids).toEqual(listing);
  });

  it('sorts a search newest first when asked, and lists newest first by default without a query', async () => {
    const names = await ids('q=kola&sort=newest');
    expect(names).toEqual([s.usd10b, s.gbp, s.kes, s.ngn, s.eur10, s.usd10]);
    const plain = await page('limit=3');
    expect(plain.items.map((i) => i.name)).toEqual((await page('limit=3&sort=newest')).items.map((i) => i.name));
    // relevance needs a query: without one it is the newest listing
    expect(await ids('sort=relevance')).toEqual(await ids('sort=newest'));
  });

  it('refuses an unknown sort, naming the field, and a cursor that does not fit the order', async () => {
    const res = await new ApiClient(env.app).get('/api/products?sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.sort).toBe('Sort by relevance, newest, price-asc, price-desc or rating');
    const first = await page('q=kola&sort=newest&limit=1');
    const wrong = await new ApiClient(env.app).get(
      `/api/products?q=kola&sort=price-asc&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields.cursor).toBe('Invalid cursor');
  });
});
