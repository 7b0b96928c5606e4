import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';
import { ApiClient, createTestEnv, type TestEnv } from '../test/harness.ts';
import { buildApp } from './app.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe('HTTP basics', () => {
  it('sends security headers: a CSP without inline scripts, no framing, no sniffing', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // worked out once, sent on every answer: an unknown address and an error too
    const missing = await env.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.headers['strict-transport-security']).toBeUndefined(); // plain HTTP here (cookieSecure off)
  });

  it('answers unknown errors with a generic message and the request id', async () => {
    const app = await buildApp(env.deps);
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).not.toContain('hunter2');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    await app.close();
  });

  it('refuses to start with a route that does not declare who may call it, wherever it lives', async () => {
    for (const url of ['/api/undeclared', '/undeclared-page', '/media/undeclared/:id']) {
      const app = await buildApp(env.deps);
      app.get(url, { schema: { response: { 200: z.object({}) } } }, async () => ({}));
      await expect(app.ready()).rejects.toThrow(/without an access declaration: GET \/(api|undeclared|media)/);
      await app.close().catch(() => undefined);
    }
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await new ApiClient(env.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('sends the static admin pages somewhere real', async () => {
    const login = await env.app.inject({ method: 'GET', url: '/admin/login.html' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/login?next=%2Fadmin%2Fdashboard');
    const monitor = await env.app.inject({ method: 'GET', url: '/admin/monitor.html' });
    expect(monitor.headers.location).toBe('/admin/monitor');
  });

  it('serves the OpenAPI description', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/register');
  });

  it('serves the web app at / and for page routes, assets with long caching, 404 for missing files', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><title>AfriBridge</title></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => undefined);");
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"AfriBridge Trade"}');
    const app = await buildApp({ ...env.deps, config: { ...env.deps.config, webDistDir: dist } });
    for (const url of ['/', '/products', '/vendor/dashboard']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<html lang="en">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
    // the service worker is revalidated on every visit (a new build takes over at once); the manifest is cached briefly
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s precompressed copies to clients that accept them, the plain file to the others', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"></html>');
    const script = `export const words = ${JSON.stringify('mobile data costs money '.repeat(400))};\n`;
    const file = path.join(dist, 'assets', 'index-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    const app = await buildApp({ ...env.deps, config: { ...env.deps.config, webDistDir: dist } });
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('hides the dev mailbox in production', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
    const prod = await buildApp({ ...env.deps, config: { ...env.deps.config, devMailbox: false } });
    expect((await prod.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    await prod.close();
  });
});
