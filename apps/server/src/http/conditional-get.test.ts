import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { signUp } from '../../test/flows.ts';
import { productBody } from '../../test/fixtures.ts';
import { listProduct, type Party } from '../../test/trade-flows.ts';
import { etagMatches } from './conditional-get.ts';

/** Issue 19: API answers compressed for clients that accept it, and not sent again when the client holds them. */
let env: TestEnv;
let vendor: Party;
let productId: string;
beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor' });
  for (let i = 0; i < 3; i += 1) productId = (await listProduct(vendor)).id;
});
afterAll(async () => {
  await env.close();
});

const get = (url: string, headers: Record<string, string> = {}) => env.app.inject({ method: 'GET', url, headers });

describe('compressed answers', () => {
  it('sends a list page in Brotli or gzip to a client that accepts it: the same JSON, a fraction of the bytes', async () => {
    const plain = await get('/api/products?limit=24');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/products?limit=24', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/api/products?limit=24', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are (headers would cost more than they save)', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('takes request bodies as sent: a body declared compressed is not inflated', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('conditional reads', () => {
  it('tags a read; the same tag back gets 304 with no body; a change gets the new answer', async () => {
    const url = '/api/products?limit=24';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const edited = await vendor.client.request(
      'PUT',
      `/api/vendor/products/${productId}`,
      productBody({ name: 'Shea butter, new harvest', price: '120.00', minOrder: 1, stock: 500, leadTime: 10 }),
    );
    expect(edited.status).toBe(200);
    // the browse page cache keeps an answer for up to a second
    let changed = await get(url, { 'if-none-match': etag });
    for (let i = 0; i < 30 && changed.statusCode === 304; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      changed = await get(url, { 'if-none-match': etag });
    }
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Shea butter, new harvest');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags only successful reads of the API: not writes, not errors', async () => {
    const missing = await get('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const login = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password-1' }),
    });
    expect(login.headers.etag).toBeUndefined();
  });

  it('compares tags as HTTP says: weakly, in lists, and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
