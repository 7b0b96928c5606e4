import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { jpegImage, pdfDocument, pngImage, productBody, sixMegabytes } from '../../../test/fixtures.ts';
import { productCardDto } from '@app/shared/catalog';
import { reserveStock } from './catalog.service.ts';
import { searchByRelevance, type BrowseKey } from './browse.repository.ts';
import { typedSearch } from './search-plan.ts';

let env: TestEnv;
let vendorA: Awaited<ReturnType<typeof signUp>>;
let vendorB: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

async function setProfile(v: typeof vendorA, company: string, country: string) {
  const res = await v.client.patch('/api/me', { name: 'Vendor Person', email: v.email, phone: '', company, country });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  env = await createTestEnv();
  vendorA = await signUp(env, { role: 'vendor', name: 'Kofi Boateng' });
  vendorB = await signUp(env, { role: 'vendor', name: 'Zanele Dlamini' });
  buyer = await signUp(env, { role: 'buyer' });
  await setProfile(vendorA, 'Ashanti Cocoa Cooperative', 'Ghana');
  await setProfile(vendorB, 'Cape Textiles Ltd', 'South Africa');
});
afterAll(async () => {
  await env.close();
});

async function create(v: typeof vendorA, overrides: Record<string, unknown> = {}) {
  env.clock.advance(1000);
  const res = await v.client.post('/api/vendor/products', productBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; [k: string]: any };
}

describe('vendor product management', () => {
  it('creates a product with every field, stored as integer cents, and shows it in My Products and on the browse page', async () => {
    const p = await create(vendorA);
    expect(p).toMatchObject({
      name: 'Premium Ghana Cocoa Beans',
      price: '2450.00',
      priceCents: 245000,
      currency: 'USD',
      minOrder: 5,
      unit: 'MT',
      stock: 120,
      availableStock: 120,
      shippingWeight: '1000.5',
      shippingDimensions: '120×100×90',
      leadTime: 21,
      paymentTerms: 'letter-of-credit',
      tags: ['cocoa', 'beans', 'fairtrade'],
      vendorName: 'Ashanti Cocoa Cooperative',
      vendorCountry: 'Ghana',
      status: 'active',
      views: 0,
      rating: 0,
      reviews: 0,
      isVerified: false,
    });
    const mine = await vendorA.client.get('/api/vendor/products');
    expect(mine.body.items.map((i: { id: string }) => i.id)).toContain(p.id);
    const browse = await new ApiClient(env.app).get('/api/products?limit=48');
    expect(browse.body.items.map((i: { id: string }) => i.id)).toContain(p.id);
  });

  it("lists a product as a card: the card's fields only, with the product page's values", async () => {
    const p = await create(vendorA, { name: 'Card Contract Shea Butter' });
    const page = (await new ApiClient(env.app).get(`/api/products/${p.id}`)).body;
    const listed = await new ApiClient(env.app).get(`/api/products?q=${encodeURIComponent(p.name)}&limit=48`);
    const card = listed.body.items.find((i: { id: string }) => i.id === p.id);
    // the web's ProductCard, AddToCart and heart are typed on these keys (productCardDto); the rest is the page's
    // (volumePrice only for a product with volume prices: cart/price-tiers.test.ts)
    const keys = Object.keys(productCardDto.shape).filter((k) => k !== 'thumbUrl' && k !== 'volumePrice');
    expect(Object.keys(card).sort()).toEqual([...keys, 'thumbUrl'].sort());
    expect(card).toEqual({
      ...Object.fromEntries(keys.map((k) => [k, page[k]])),
      thumbUrl: page.images[0]?.thumbUrl ?? null,
    });
    const featured = (await new ApiClient(env.app).get('/api/products/featured')).body.items;
    for (const item of featured)
      expect(
        Object.keys(item)
          .filter((k) => k !== 'volumePrice')
          .sort(),
      ).toEqual([...keys, 'thumbUrl'].sort());
  });

  it('names the invalid fields', async () => {
    const res = await vendorA.client.post(
      '/api/vendor/products',
      productBody({
        name: '',
        price: '12.345',
        minOrder: 0,
        category: 'toys',
        leadTime: 'soon',
        shippingDimensions: 'big',
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      'category',
      'leadTime',
      'minOrder',
      'name',
      'price',
      'shippingDimensions',
    ]);
    expect(res.body.error.details.fields.price).toBe('Enter a price such as 12.50 (at most 2 decimals)');
  });

  it('refuses buyers and anonymous callers', async () => {
    expect((await buyer.client.post('/api/vendor/products', productBody())).status).toBe(403);
    expect((await buyer.client.get('/api/vendor/products')).status).toBe(403);
    expect((await new ApiClient(env.app).post('/api/vendor/products', productBody())).status).toBe(401);
  });

  it("keeps vendors out of each other's products", async () => {
    const p = await create(vendorA, { stock: 0 });
    const edit = await vendorB.client.put(`/api/vendor/products/${p.id}`, productBody({ name: 'Hijacked' }));
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe('You can only edit your own products');
    expect((await vendorB.client.get(`/api/vendor/products/${p.id}`)).body.error.message).toBe(
      'You can only edit your own products',
    );
    expect((await vendorB.client.delete(`/api/vendor/products/${p.id}`)).status).toBe(403);
    expect(
      (await vendorB.client.get('/api/vendor/products')).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(p.id);
    // an inactive (sold out) product is a draft to others: not visible
    expect((await vendorB.client.get(`/api/products/${p.id}`)).status).toBe(404);
    expect((await vendorA.client.get(`/api/products/${p.id}`)).status).toBe(200);
    const unknown = await vendorA.client.get('/api/vendor/products/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');
  });

  it('edits: stock follows the entered value (blank means unlimited) and restocking makes it live again', async () => {
    const p = await create(vendorA, { stock: 0 });
    expect(p.status).toBe('inactive');
    const restocked = await vendorA.client.put(
      `/api/vendor/products/${p.id}`,
      productBody({ stock: 7, name: 'Cocoa Butter' }),
    );
    expect(restocked.body).toMatchObject({ stock: 7, availableStock: 7, status: 'active', name: 'Cocoa Butter' });
    const unlimited = await vendorA.client.put(`/api/vendor/products/${p.id}`, productBody({ stock: null }));
    expect(unlimited.body).toMatchObject({ stock: null, availableStock: 999999, status: 'active' });
  });

  it('soft-deletes: gone from the catalogue and My Products, still in the database for existing orders', async () => {
    const p = await create(vendorA, { name: 'Shea Butter Deletable' });
    expect((await vendorA.client.delete(`/api/vendor/products/${p.id}`)).status).toBe(200);
    expect(
      (await vendorA.client.get('/api/vendor/products')).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(p.id);
    expect((await new ApiClient(env.app).get(`/api/products/${p.id}`)).status).toBe(404);
    const rows = await queryRows<{ deleted_at: Date | null }>(
      env.deps.db,
      sql`select deleted_at from products where id = ${p.id}`,
    );
    expect(rows[0]!.deleted_at).not.toBeNull();
  });
});

describe('product images', () => {
  it('accepts PNG and JPEG, stores WebP thumbnail and display sizes served with long cache headers', async () => {
    const res = await vendorA.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'beans.png', contentType: 'image/png', data: await pngImage(1600, 1200) },
      { filename: 'sacks.jpg', contentType: 'image/jpeg', data: await jpegImage() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.images).toHaveLength(2);
    const thumb = await new ApiClient(env.app).raw(res.body.images[0].thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toContain('immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(400);
    const display = await sharp((await new ApiClient(env.app).raw(res.body.images[0].url)).rawPayload).metadata();
    expect(display.width).toBe(1200);

    const p = await create(vendorA, { imageIds: res.body.images.map((i: { id: string }) => i.id) });
    expect(p.images.map((i: { id: string }) => i.id)).toEqual(res.body.images.map((i: { id: string }) => i.id));
    // the browse list's card (first picture in the same query) shows the product page's first picture
    const listed = await new ApiClient(env.app).get(`/api/products?q=${encodeURIComponent(p.name)}&limit=48`);
    const card = listed.body.items.find((i: { id: string }) => i.id === p.id);
    expect(card?.thumbUrl).toBe(p.images[0].thumbUrl);
    // another vendor cannot attach these images to their product
    const stolen = await vendorB.client.post(
      '/api/vendor/products',
      productBody({ imageIds: [res.body.images[0].id] }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details.fields.imageIds).toBeDefined();
  });

  it('serves every picture at 400, 800 and 1200 px in WebP and AVIF, the new sizes made once on first request', async () => {
    const res = await vendorA.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'kente.png', contentType: 'image/png', data: await pngImage(1600, 1200) },
    ]);
    const id = res.body.images[0].id as string;
    const base = `/media/product-images/${id}`;
    const webp = await new ApiClient(env.app).raw(`${base}/display.webp`);
    // two first requests at once: both answered with the same file
    const [a, b] = await Promise.all([
      new ApiClient(env.app).raw(`${base}/thumb.avif`),
      new ApiClient(env.app).raw(`${base}/thumb.avif`),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload).toEqual(b.rawPayload);
    for (const [variant, width, format] of [
      ['medium.webp', 800, 'webp'],
      ['thumb.avif', 400, 'heif'],
      ['medium.avif', 800, 'heif'],
      ['display.avif', 1200, 'heif'],
    ] as const) {
      const got = await new ApiClient(env.app).raw(`${base}/${variant}`);
      expect(got.statusCode, variant).toBe(200);
      expect(got.headers['content-type']).toBe(variant.endsWith('avif') ? 'image/avif' : 'image/webp');
      expect(got.headers['cache-control']).toContain('immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual([format, width]);
      // stored after the first request: the same bytes again, from the store
      expect(await env.deps.files.get(`product-images/${id}/${variant}`)).toEqual(got.rawPayload);
    }
    const avif = await new ApiClient(env.app).raw(`${base}/display.avif`);
    expect(avif.rawPayload.length, 'AVIF is smaller than WebP').toBeLessThan(webp.rawPayload.length);
    // unknown sizes and pictures: 400 and 404, nothing rendered
    expect((await new ApiClient(env.app).raw(`${base}/huge.avif`)).statusCode).toBe(400);
    expect(
      (await new ApiClient(env.app).raw(`/media/product-images/00000000-0000-4000-8000-000000000000/medium.avif`))
        .statusCode,
    ).toBe(404);
  });

  it('judges files by content, not name: a PDF renamed .png is refused and nothing is stored', async () => {
    const res = await vendorA.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'ok.png', contentType: 'image/png', data: await pngImage() },
      { filename: 'invoice.png', contentType: 'image/png', data: pdfDocument() },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('"invoice.png" is not an image. Upload PNG, JPEG, WebP or GIF files.');
    const rows = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from product_images where bytes = ${(await pngImage()).length}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses an image over 5 MB and a sixth file with clear messages', async () => {
    const big = await vendorA.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'huge.png', contentType: 'image/png', data: sixMegabytes() },
    ]);
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe('Each image must be 5 MB or smaller');
    const png = await pngImage(50, 50);
    const six = await vendorA.client.upload(
      '/api/vendor/product-images',
      'images',
      Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, contentType: 'image/png', data: png })),
    );
    expect(six.status).toBe(400);
    expect(six.body.error.message).toBe('You can upload at most 5 images per product');
    const tooMany = await vendorA.client.post(
      '/api/vendor/products',
      productBody({ imageIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }),
    );
    expect(tooMany.body.error.details.fields.imageIds).toBe('At most 5 images');
  });

  it('refuses anonymous uploads; a signed-in buyer (onboarding) may upload, but nobody else can use the image', async () => {
    const anon = await new ApiClient(env.app).upload('/api/vendor/product-images', 'images', [
      { filename: 'x.png', contentType: 'image/png', data: await pngImage(10, 10) },
    ]);
    expect(anon.status).toBe(401);
    const res = await buyer.client.upload('/api/vendor/product-images', 'images', [
      { filename: 'x.png', contentType: 'image/png', data: await pngImage(10, 10) },
    ]);
    expect(res.status).toBe(201);
    const reuse = await vendorA.client.post('/api/vendor/products', productBody({ imageIds: [res.body.images[0].id] }));
    expect(reuse.body.error.details.fields.imageIds).toBeDefined();
  });
});

describe('browse and search', () => {
  let ids: { coffee: string; kente: string; shweshwe: string; soldOut: string };
  beforeAll(async () => {
    ids = {
      coffee: (
        await create(vendorA, {
          name: 'Arabica Coffee Beans',
          category: 'raw-food-health',
          description: 'Highland coffee, washed process',
          tags: ['coffee', 'arabica'],
          stock: 50,
        })
      ).id,
      kente: (
        await create(vendorB, {
          name: 'Handwoven Kente Cloth',
          category: 'textiles-clothing',
          description: 'Traditional strips, silk and cotton',
          tags: ['kente', 'fabric'],
          stock: null,
        })
      ).id,
      shweshwe: (
        await create(vendorB, {
          name: 'Shweshwe Print Fabric',
          category: 'textiles-clothing',
          description: 'Indigo cotton print. Pairs well with coffee-coloured trims',
          tags: ['cotton'],
          stock: 10,
        })
      ).id,
      soldOut: (
        await create(vendorB, {
          name: 'Sold Out Coffee Mugs',
          category: 'visual-arts-crafts',
          description: 'Clay mugs',
          tags: ['coffee'],
          stock: 0,
        })
      ).id,
    };
  });

  const search = async (qs: string) =>
    (await new ApiClient(env.app).get(`/api/products?limit=48&${qs}`)).body.items.map(
      (i: { id: string }) => i.id,
    ) as string[];

  it('matches name, vendor name, description and tags, case-insensitively', async () => {
    expect(await search('q=ARABICA')).toContain(ids.coffee);
    expect(await search('q=cape%20textiles')).toEqual(expect.arrayContaining([ids.kente, ids.shweshwe]));
    expect(await search('q=indigo')).toEqual([ids.shweshwe]);
    expect(await search('q=kente')).toContain(ids.kente);
  });

  it('ranks a name match above a description match and tolerates small typos', async () => {
    const coffee = await search('q=coffee');
    expect(coffee.indexOf(ids.coffee)).toBeLessThan(coffee.indexOf(ids.shweshwe));
    expect(await search('q=cofee')).toContain(ids.coffee);
    expect(await search('q=kentte')).toContain(ids.kente);
  });

  it('completes the last word as it is being typed, from the vocabulary', async () => {
    expect(await search('q=arabi')).toContain(ids.coffee);
    expect(await search('q=handwoven%20ken')).toEqual([ids.kente]);
  });

  it('combines filters and lists only available products', async () => {
    expect(await search('q=coffee&category=textiles-clothing')).toEqual([ids.shweshwe]);
    expect(await search('category=textiles-clothing&country=South%20Africa')).toEqual([ids.shweshwe, ids.kente]);
    expect(await search('category=textiles-clothing&country=Ghana')).toEqual([]);
    // the whole country name, in any case: a part of it ("Niger" in "Nigeria") is no match
    expect(await search('category=all&country=south%20africa')).toEqual(expect.arrayContaining([ids.kente]));
    expect(await search('country=afric')).toEqual([]);
    expect(await search('q=mugs')).not.toContain(ids.soldOut);
  });

  it('pages with a cursor: every available product once, none twice, for plain and search listings', async () => {
    for (const qs of ['', 'q=coffee', 'category=agriculture-farming']) {
      const all = await search(qs);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: { items: { id: string }[]; nextCursor: string | null } } = await new ApiClient(env.app).get(
          `/api/products?limit=2&${qs}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...res.body.items.map((i) => i.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    }
    expect((await new ApiClient(env.app).get('/api/products?cursor=garbage')).status).toBe(400);
  });

  it('orders a search in relevance tiers: every word in the name first, then matches elsewhere, newest first in each', async () => {
    const older = (
      await create(vendorA, { name: 'Baobab Powder Sachets', description: 'Baobab fruit pulp', tags: ['baobab'] })
    ).id;
    const elsewhere = (
      await create(vendorA, { name: 'Moringa Leaf Tea', description: 'Blends well with baobab', tags: ['tea'] })
    ).id;
    const newer = (await create(vendorB, { name: 'Organic Baobab Oil', description: 'Cold pressed', tags: ['oil'] }))
      .id;
    expect(await search('q=baobab')).toEqual([newer, older, elsewhere]);
    // the tier boundary inside a page and across pages, one product per page
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { id: string }[]; nextCursor: string | null } } = await new ApiClient(env.app).get(
        `/api/products?limit=1&q=baobab${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([newer, older, elsewhere]);
  });

  it('gives the same search pages whether matches are found walking the newest rows or through the text index', async () => {
    const plan = (await typedSearch(env.deps.db, 'coffee'))!;
    const everything = await searchByRelevance(env.deps.db, {}, plan, undefined, 100, { rare: true });
    expect(everything.length).toBeGreaterThan(1);
    for (const window of [1, 2, 3, 2000]) {
      const rows = await searchByRelevance(env.deps.db, {}, plan, undefined, 100, { window });
      expect(rows.map((r) => [r.id, r.tier])).toEqual(everything.map((r) => [r.id, r.tier]));
      // and page by page, one row at a time
      const paged: string[] = [];
      let after: BrowseKey | undefined;
      for (;;) {
        const [row] = await searchByRelevance(env.deps.db, {}, plan, after, 1, { window });
        if (!row) break;
        paged.push(row.id);
        after = { createdAt: row.createdAt, id: row.id, tier: row.tier };
      }
      expect(paged).toEqual(everything.map((r) => r.id));
    }
  });

  it('serves a repeated browse page from a short cache that every catalogue write in the process drops at once', async () => {
    const first = await search('q=tamarind');
    expect(first).toEqual([]);
    // a row written behind the service's back (as another process would) is not seen while the page is cached...
    await env.deps.db.execute(sql`update products set name = 'Tamarind Pulp Blocks' where id = ${ids.coffee}`);
    expect(await search('q=tamarind')).toEqual([]);
    // ...and a write through the catalogue (here, another vendor's new product) drops the cached pages
    const fresh = (await create(vendorB, { name: 'Dried Tamarind Pods', tags: ['tamarind'] })).id;
    expect(await search('q=tamarind')).toEqual([fresh, ids.coffee]);
    await env.deps.db.execute(sql`update products set name = 'Arabica Coffee Beans' where id = ${ids.coffee}`);
  });

  it('features at most 8 products', async () => {
    for (let i = 0; i < 6; i++) await create(vendorA, { name: `Featured filler ${i}` });
    const res = await new ApiClient(env.app).get('/api/products/featured');
    expect(res.body.items).toHaveLength(8);
  });

  it('refreshes the vendor name on products when the vendor renames the company', async () => {
    await setProfile(vendorB, 'Cape Weavers Collective', 'South Africa');
    expect(await search('q=weavers')).toEqual(expect.arrayContaining([ids.kente, ids.shweshwe]));
    await setProfile(vendorB, 'Cape Textiles Ltd', 'South Africa');
  });
});

describe('views', () => {
  it('counts once per visitor per day, not per reload, and never the owner', async () => {
    const p = await create(vendorA, { name: 'Viewable Baobab Powder' });
    const visitor = new ApiClient(env.app);
    for (let i = 0; i < 3; i++) await visitor.get(`/api/products/${p.id}`);
    await buyer.client.get(`/api/products/${p.id}`);
    await vendorA.client.get(`/api/products/${p.id}`);
    expect((await vendorA.client.get(`/api/vendor/products/${p.id}`)).body.views).toBe(2);
    env.clock.advance(24 * 3_600_000);
    await visitor.get(`/api/products/${p.id}`);
    expect((await vendorA.client.get(`/api/vendor/products/${p.id}`)).body.views).toBe(3);
    const stats = await vendorA.client.get('/api/vendor/stats');
    expect(stats.body.productViews).toBeGreaterThanOrEqual(3);
    expect(stats.body.totalProducts).toBe((await vendorA.client.get('/api/vendor/products')).body.items.length);
  });
});

describe('stock reservation', () => {
  it('never oversells under 50 concurrent callers; reaching 0 makes the product inactive', async () => {
    const p = await create(vendorA, { name: 'Limited Shea Nuts', stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => env.deps.db.transaction((tx) => reserveStock(tx, p.id, 1))),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const after = await vendorA.client.get(`/api/vendor/products/${p.id}`);
    expect(after.body).toMatchObject({ availableStock: 0, status: 'inactive' });
    expect((await new ApiClient(env.app).get(`/api/products/${p.id}`)).status).toBe(404);
  });

  it('reserves only when enough is available, in one step', async () => {
    const p = await create(vendorA, { name: 'Partial Shea Nuts', stock: 5 });
    expect(await env.deps.db.transaction((tx) => reserveStock(tx, p.id, 6))).toBe(false);
    expect(await env.deps.db.transaction((tx) => reserveStock(tx, p.id, 5))).toBe(true);
    expect(await env.deps.db.transaction((tx) => reserveStock(tx, p.id, 1))).toBe(false);
  });

  it('leaves unlimited stock unlimited', async () => {
    const p = await create(vendorA, { name: 'Endless Hibiscus', stock: null });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => env.deps.db.transaction((tx) => reserveStock(tx, p.id, 1000))),
    );
    expect(results.every(Boolean)).toBe(true);
    expect((await vendorA.client.get(`/api/vendor/products/${p.id}`)).body.availableStock).toBe(999999);
  });
});
