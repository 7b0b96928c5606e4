/**
 * The OpenAPI document served at /api/docs, checked as a vendor integrating with us would rely on it: valid OpenAPI 3,
 * every $ref resolves, every documented operation has a summary, a security requirement and its error responses, and
 * what it says about access matches what each route declared (route table), so a new route without them fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@app/shared/errors';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

type Security = Record<string, string[]>[];
interface Operation {
  summary?: string;
  security?: Security;
  responses: Record<string, { $ref?: string; description?: string; headers?: Record<string, unknown> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string; description?: string }>;
    responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
    schemas: Record<string, { properties?: Record<string, { properties?: Record<string, { enum?: string[] }> }> }>;
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGNATURES = [
  'paypalSignature',
  'paystackSignature',
  'flutterwaveHash',
  'mpesaToken',
  'shippoToken',
  'carrierSignature',
  'whatsappSignature',
];

let env: TestEnv;
let doc: Doc;
let routes: RouteEntry[];
const ops: { key: string; op: Operation }[] = [];

/** `/api/orders/:id` as the document spells it: `/api/orders/{id}`. */
const docPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const op = (method: string, path: string): Operation => {
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const errorStatuses = (o: Operation) => Object.keys(o.responses).filter((s) => Number(s) >= 400);

beforeAll(async () => {
  env = await createTestEnv();
  routes = [...routeTable(env.app)];
  const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Doc>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, o] of Object.entries(item)) ops.push({ key: `${method.toUpperCase()} ${path}`, op: o });
});

afterAll(async () => {
  await env.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3 and every $ref resolves', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const dangling: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') {
          const parts = v.replace(/^#\//, '').split('/');
          const target = parts.reduce<unknown>(
            (at, part) => (at as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/')],
            doc,
          );
          if (target === undefined) dangling.push(v);
        } else walk(v);
      }
    };
    walk(doc);
    expect(dangling).toEqual([]);
  });

  it('documents every route the app registered (except those hidden on purpose)', () => {
    const missing = routes
      .filter((r) => r.method !== 'HEAD' && !r.schema?.hide)
      .filter((r) => !doc.paths[docPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(150);
  });

  it('gives every operation a summary, a security requirement and its error responses', () => {
    const schemes = doc.components.securitySchemes;
    const problems: string[] = [];
    for (const { key, op: o } of ops) {
      if (!o.summary?.trim()) problems.push(`${key}: no summary`);
      if (!Array.isArray(o.security)) problems.push(`${key}: no security`);
      for (const name of (o.security ?? []).flatMap((alt) => Object.keys(alt)))
        if (!schemes[name]) problems.push(`${key}: unknown security scheme ${name}`);
      const errors = errorStatuses(o);
      if (!errors.length) problems.push(`${key}: no error responses`);
      for (const status of ['500', '503']) if (!o.responses[status]) problems.push(`${key}: no ${status} response`);
      for (const status of errors) {
        const ref = o.responses[status]?.$ref;
        // Routes may declare their own error body (health's 503); otherwise the shared ApiError response.
        if (ref && !doc.components.responses[ref.replace('#/components/responses/', '')])
          problems.push(`${key}: ${status} refers to a missing response`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares the session cookie, the CSRF header, the API key and each webhook signature', () => {
    const s = doc.components.securitySchemes;
    expect(s.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    expect(s.csrf).toMatchObject({ type: 'apiKey', in: 'header', name: CSRF_HEADER });
    expect(s.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    for (const name of SIGNATURES) expect(s[name]?.description, name).toBeTruthy();
  });

  it('describes the error body with every error code, and Retry-After on 429 and 503', () => {
    const error = doc.components.schemas.ApiError?.properties?.error?.properties?.code;
    expect(error?.enum).toEqual([...ERROR_CODES]);
    expect(doc.components.responses.ServiceUnavailable?.headers).toHaveProperty('Retry-After');
    expect(doc.components.responses.RateLimited?.headers).toHaveProperty('Retry-After');
  });

  it("derives each operation's security from the route's declaration", () => {
    const problems: string[] = [];
    for (const r of routes) {
      const o = doc.paths[docPath(r.url)]?.[r.method.toLowerCase()];
      if (!o?.security) continue; // hidden, or reported above
      const key = `${r.method} ${r.url}`;
      const names = o.security.map((alt) => Object.keys(alt));
      if (!r.csrf) {
        if (!names.every((n) => n.length === 1 && SIGNATURES.includes(n[0] ?? '')))
          problems.push(`${key}: a webhook must require its signature`);
        continue;
      }
      if (r.access === 'public') {
        const expected = UNSAFE.has(r.method) ? [['csrf']] : [];
        if (JSON.stringify(names) !== JSON.stringify(expected) && !names.flat().some((n) => n.startsWith('whatsapp')))
          problems.push(`${key}: public, expected ${JSON.stringify(expected)}`);
        continue;
      }
      if (!names.some((n) => n.includes('session'))) problems.push(`${key}: signed-in route without the session`);
      if (r.apiKey !== names.some((n) => n.length === 1 && n[0] === 'apiKey'))
        problems.push(`${key}: apiKey ${r.apiKey} but security ${JSON.stringify(names)}`);
      if (UNSAFE.has(r.method) && names.some((n) => n.includes('session') && !n.includes('csrf')))
        problems.push(`${key}: a change with the session must require the CSRF header`);
      if (!o.responses['401'] || !o.responses['403']) problems.push(`${key}: no 401/403`);
    }
    expect(problems).toEqual([]);
  });

  it('spells out a few routes as a vendor would read them', () => {
    // Public catalogue: no credentials at all.
    expect(op('GET', '/api/products').security).toEqual([]);
    // Admin: the session (and for a change, the CSRF header); 401 and 403 documented.
    const adminRead = op('GET', '/api/admin/users');
    expect(adminRead.security).toEqual([{ session: [] }]);
    expect(errorStatuses(adminRead)).toEqual(expect.arrayContaining(['401', '403', '500', '503']));
    expect(op('PUT', '/api/admin/exchange-rates/{currency}').security).toEqual([{ session: [], csrf: [] }]);
    // Webhooks: their provider's signature, no session, no CSRF.
    expect(op('POST', '/api/payments/paypal/webhook').security).toEqual([{ paypalSignature: [] }]);
    expect(op('POST', '/api/payments/paystack/webhook').security).toEqual([{ paystackSignature: [] }]);
    expect(op('POST', '/api/payments/flutterwave/webhook').security).toEqual([{ flutterwaveHash: [] }]);
    expect(op('POST', '/api/payments/mpesa/callback/{checkoutId}').security).toEqual([{ mpesaToken: [] }]);
    expect(op('POST', '/api/shipping/shippo-webhook').security).toEqual([{ shippoToken: [] }]);
    expect(op('POST', '/api/shipping/carrier-webhook').security).toEqual([{ carrierSignature: [] }]);
    expect(op('POST', '/api/whatsapp/webhook').security).toEqual([{ whatsappSignature: [] }]);
    // A vendor integration: the API key, or the session (+ CSRF for a change).
    expect(op('GET', '/api/shipments/{id}/rates').security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(op('POST', '/api/shipments').security).toEqual([{ apiKey: [] }, { session: [], csrf: [] }]);
    // Input, path parameters and rate limits show up as 400, 404 and 429.
    const login = op('POST', '/api/auth/login');
    expect(login.security).toEqual([{ csrf: [] }]);
    expect(errorStatuses(login)).toEqual(expect.arrayContaining(['400', '403', '429', '503']));
    expect(errorStatuses(op('GET', '/api/orders/{id}'))).toEqual(expect.arrayContaining(['401', '403', '404']));
  });
});
