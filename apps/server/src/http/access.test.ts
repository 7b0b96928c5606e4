/**
 * The access matrix, generated from the routes the app actually registered (routeTable), so it cannot drift from the
 * code: every route × every kind of caller, and every private route under the path variants a proxy or a router may
 * normalise differently. What it proves is in docs/security.md.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Role } from '@app/shared/constants';
import { ApiClient, createTestEnv, type TestEnv } from '../../test/harness.ts';
import { findUserById, insertSession, insertUser } from '../modules/auth/auth.repository.ts';
import { createApiKey } from '../modules/auth/api-keys.service.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import type { Access } from './access.ts';
import { sessionCsrfToken } from './cookies.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

type Caller = 'anonymous' | 'buyer' | 'vendor' | 'vendorAsBuyer' | 'admin' | 'suspended';
const CALLERS: Caller[] = ['anonymous', 'buyer', 'vendor', 'vendorAsBuyer', 'admin', 'suspended'];

interface Who {
  sid?: string;
  activeRole?: Role;
  admin?: boolean;
}

let env: TestEnv;
let routes: RouteEntry[];
const who: Record<Caller, Who> = { anonymous: {}, buyer: {}, vendor: {}, vendorAsBuyer: {}, admin: {}, suspended: {} };
let vendorApiKey: string;
let port: number;
const ANON_CSRF = randomToken(24);

async function makeUser(opts: {
  roles: Role[];
  activeRole: Role;
  isAdmin?: boolean;
  status?: 'active' | 'suspended';
}): Promise<Who & { id: string }> {
  const id = randomUUID();
  const now = env.clock.now();
  await insertUser(env.deps.db, {
    id,
    email: `access.${id.slice(0, 8)}@example.com`,
    passwordHash: 'x',
    firstName: 'Access',
    lastName: opts.activeRole,
    roles: opts.roles,
    activeRole: opts.activeRole,
    isAdmin: opts.isAdmin ?? false,
    status: opts.status ?? 'active',
    emailVerifiedAt: now,
    notificationPreferences: {
      emailNotifications: false,
      orderUpdates: false,
      marketingEmails: false,
      securityAlerts: false,
    },
  });
  const sid = randomToken(32);
  await insertSession(env.deps.db, {
    id: randomUUID(),
    tokenHash: sha256(sid),
    userId: id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { id, sid, activeRole: opts.activeRole, admin: opts.isAdmin };
}

beforeAll(async () => {
  env = await createTestEnv();
  routes = [...routeTable(env.app)];
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  port = (env.app.server.address() as AddressInfo).port;
  who.buyer = await makeUser({ roles: ['buyer'], activeRole: 'buyer' });
  const vendor = await makeUser({ roles: ['buyer', 'vendor'], activeRole: 'vendor' });
  who.vendor = vendor;
  who.vendorAsBuyer = await makeUser({ roles: ['buyer', 'vendor'], activeRole: 'buyer' });
  who.admin = await makeUser({ roles: ['buyer', 'admin'], activeRole: 'admin', isAdmin: true });
  who.suspended = await makeUser({ roles: ['buyer', 'vendor'], activeRole: 'vendor', status: 'suspended' });
  const vendorRow = await findUserById(env.deps.db, vendor.id);
  const created = await createApiKey(env.deps, { user: vendorRow!, sessionId: 'test' }, 'access test');
  vendorApiKey = created.key;
}, 60_000);

afterAll(async () => {
  await env?.close();
});

/** A value each path parameter accepts (so the request reaches the access check with a matching route). */
function fillPath(route: RouteEntry): string {
  const params = (route.schema as { params?: z.ZodObject } | undefined)?.params;
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const field = params?.shape?.[name] as z.ZodType | undefined;
    const candidates = [randomUUID(), 'display.webp', 'thumb.webp', 'ab12cd34', '1', 'x'];
    return candidates.find((c) => !field || field.safeParse(c).success) ?? randomUUID();
  });
}

function headersFor(caller: Caller, method: string): Record<string, string> {
  const w = who[caller];
  const unsafe = method !== 'GET' && method !== 'HEAD';
  const h: Record<string, string> = {};
  // A valid CSRF token for this caller, so the access check (not CSRF) is what decides.
  if (w.sid) {
    h.cookie = `sid=${w.sid}; csrf=${sessionCsrfToken(w.sid)}`;
    if (unsafe) h['x-csrf-token'] = sessionCsrfToken(w.sid);
  } else {
    h.cookie = `csrf=${ANON_CSRF}`;
    if (unsafe) h['x-csrf-token'] = ANON_CSRF;
  }
  // A body in a media type no route parses: a caller who passes access stops at 415, before any handler runs.
  if (unsafe) h['content-type'] = 'application/x-afb-probe';
  return h;
}

function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  const w = who[caller];
  if (caller === 'anonymous' || caller === 'suspended') return false;
  if (access === 'user' || w.admin) return true;
  return access.includes(w.activeRole!);
}

/**
 * One request over a real socket, the path sent byte for byte as given (no client-side normalisation); an event
 * stream is closed once its status is known.
 */
function call(
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: ErrorBody | undefined }> {
  const unsafe = method !== 'GET' && method !== 'HEAD';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: unsafe ? { ...headers, 'content-length': '5' } : headers,
        timeout: 15_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status, body: undefined });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body: ErrorBody | undefined;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ErrorBody;
          } catch {
            body = undefined;
          }
          resolve({ status, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(unsafe ? 'probe' : undefined);
  });
}

type ErrorBody = { error?: { code?: string; key?: string } };

/** Runs `fn` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>, limit = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe('every registered route, every kind of caller', () => {
  it('finds the routes from the app itself, each with a declaration', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
    // Page and static routes declare `public` too (nothing is left to URL text).
    expect(routes.some((r) => r.url.startsWith('/media/') && r.access === 'public')).toBe(true);
    expect(routes.some((r) => r.url.startsWith('/admin/') && r.access === 'public')).toBe(true);
  });

  it('answers each caller as the route declares: 401 without a session, 403 for a role not allowed, through otherwise', async () => {
    const wrong: string[] = [];
    const cases = routes.flatMap((route) => CALLERS.map((caller) => ({ route, caller, url: fillPath(route) })));
    await eachLimited(cases, async ({ route, caller, url }) => {
      {
        const { status, body } = await call(route.method, url, headersFor(caller, route.method));
        const head = route.method === 'HEAD'; // no body: the status alone tells
        const line = `${caller} ${route.method} ${route.url} -> ${status} ${body?.error?.key ?? body?.error?.code ?? ''}`;
        if (status >= 500) wrong.push(`${line} (server error)`);
        else if (allowed(route.access!, caller)) {
          if (
            status === 401 ||
            (status === 403 &&
              (head || body?.error?.key === 'common.roleForbidden' || body?.error?.code === 'CSRF_FAILED'))
          )
            wrong.push(`${line} (should pass)`);
          const unsafe = route.method !== 'GET' && route.method !== 'HEAD';
          // Past access and CSRF, a write stops at body parsing; routes that take no body (and so no content type)
          // answer 415 as well, or refuse the parameter values before doing anything.
          if (unsafe && route.access !== 'public' && ![400, 404, 415].includes(status))
            wrong.push(`${line} (expected to stop at parsing)`);
        } else if (caller === 'anonymous' || caller === 'suspended') {
          if (status !== 401 || (!head && body?.error?.code !== 'UNAUTHENTICATED'))
            wrong.push(`${line} (expected 401)`);
        } else if (status !== 403 || (!head && body?.error?.key !== 'common.roleForbidden'))
          wrong.push(`${line} (expected 403)`);
      }
    });
    expect(cases.length).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  }, 240_000);

  it('takes a vendor API key only where a route accepts one, and refuses a wrong key there', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      const url = fillPath(route);
      const unsafe = route.method !== 'GET';
      const headers = { 'x-api-key': vendorApiKey, ...(unsafe ? { 'content-type': 'application/x-afb-probe' } : {}) };
      const withKey = await call(route.method, url, headers);
      const bad = await call(route.method, url, { ...headers, 'x-api-key': `${vendorApiKey.slice(0, -4)}zzzz` });
      const vendorMayCall = route.access === 'user' || (Array.isArray(route.access) && route.access.includes('vendor'));
      if (route.apiKey && vendorMayCall) {
        if ([401, 403].includes(withKey.status) || withKey.status >= 500)
          wrong.push(`key ${route.method} ${route.url} -> ${withKey.status}`);
        if (bad.status !== 401) wrong.push(`bad key ${route.method} ${route.url} -> ${bad.status}`);
      } else if (![401, 403].includes(withKey.status)) {
        wrong.push(`key on a route without keys ${route.method} ${route.url} -> ${withKey.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** URL spellings that a router or a proxy may read as the same route, or not. */
function variants(url: string): string[] {
  const [first, ...rest] = url.slice(1).split('/');
  const head = first!;
  const enc = (s: string) => (s ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  const encUpper = (s: string) => (s ? `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}` : s);
  const path = rest.join('/');
  const out = [
    `/${enc(head)}/${path}`, // %61pi
    `/${encUpper(head)}/${path}`, // %41 is 'A': /%41pi is another path to a case-sensitive router
    `/${head}/${rest.map(enc).join('/')}`, // every later segment's first letter encoded
    `/${head}%2F${path}`, // encoded slash
    `/${head.toUpperCase()}/${path.toUpperCase()}`,
    `/${head}/${path}`.replace(/\b([a-z])/, (c) => c.toUpperCase()),
    `//${head}//${path}`,
    `/${head}/${path}/`,
    `/${head}/./${path}`,
    `/${head}/x/../${path}`,
    `/${head}/${path};jsessionid=1`,
    `/${head};x=1/${path}`,
    `/${head}/${path}%00`,
    `/${head}/${path}?/${head}/health`,
  ];
  return out.filter((v) => v !== url);
}

describe('path variants of every private route', () => {
  it('never reach a private handler without a session: each is refused (401) or matches no route (404)', async () => {
    const wrong: string[] = [];
    const cases = routes
      .filter((r) => r.access !== 'public')
      .flatMap((route) => variants(fillPath(route)).map((url) => ({ route, url })));
    await eachLimited(cases, async ({ route, url }) => {
      const { status, body } = await call(route.method, url, headersFor('anonymous', route.method));
      const head = route.method === 'HEAD';
      // 401: the variant reached the route and was refused; 404: it is no route at all; 400: the URL itself is
      // malformed (a bad escape) and is refused before routing.
      const refused =
        (status === 401 && (head || body?.error?.code === 'UNAUTHENTICATED')) ||
        (status === 404 && (head || body?.error?.code === 'NOT_FOUND')) ||
        (status === 400 && (head || body?.error?.code === 'VALIDATION_ERROR'));
      if (!refused) wrong.push(`${route.method} ${url} -> ${status} ${body?.error?.code ?? ''}`);
    });
    expect(cases.length).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  }, 240_000);

  it('decides on the matched route: a percent-encoded path to an admin route is the admin route, and refused', async () => {
    for (const url of [
      '/%61pi/admin/payouts',
      '/%61pi/admin/users',
      '/api/%61dmin/reports/ledger.csv',
      '/%61%70%69/admin/audit',
    ]) {
      const anon = await call('GET', url, headersFor('anonymous', 'GET'));
      expect(anon.status, url).toBe(401);
      const buyer = await call('GET', url, headersFor('buyer', 'GET'));
      expect(buyer.status, url).toBe(403);
      expect(buyer.body?.error?.key).toBe('common.roleForbidden');
    }
    const write = await call('POST', `/%61pi/admin/shipments/${randomUUID()}/events`, headersFor('anonymous', 'POST'));
    expect(write.body?.error?.code).toBe('UNAUTHENTICATED');
    expect(write.status).toBe(401);
  });
});

describe('CSRF bound to the session', () => {
  it('refuses a signed-in write whose token is random, from another session, or from before sign-in', async () => {
    const sid = who.buyer.sid!;
    const other = who.vendor.sid!;
    const body = JSON.stringify({
      emailNotifications: true,
      orderUpdates: true,
      marketingEmails: false,
      securityAlerts: true,
    });
    const attempt = async (token: string, cookieToken = token) =>
      env.app.inject({
        method: 'PUT',
        url: '/api/me/notification-preferences',
        headers: {
          cookie: `sid=${sid}; csrf=${cookieToken}`,
          'x-csrf-token': token,
          'content-type': 'application/json',
        },
        payload: body,
      });
    for (const token of [randomToken(24), sessionCsrfToken(other), ANON_CSRF]) {
      const res = await attempt(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_FAILED');
    }
    const good = await attempt(sessionCsrfToken(sid), 'anything');
    expect(good.statusCode).not.toBe(403);
  });

  it('gives a new token at sign-in, and the session endpoint repairs an old one', async () => {
    const client = new ApiClient(env.app);
    const before = await client.get('/api/auth/session');
    const anonToken = before.body.csrfToken as string;
    expect(client.cookie('csrf')).toBe(anonToken);
    // A signed-in session through the API: the csrf cookie changes with it.
    const { signUp } = await import('../../test/flows.ts');
    const user = await signUp(env);
    const token = user.client.cookie('csrf')!;
    expect(token).toBe(sessionCsrfToken(user.client.cookie('sid')!));
    user.client.setCookie('csrf', anonToken);
    const session = await user.client.get('/api/auth/session');
    expect(session.body.csrfToken).toBe(token);
    expect(user.client.cookie('csrf')).toBe(token);
    // Signed out elsewhere: the stale session cookie is dropped and an anonymous token given, which then works.
    const stale = new ApiClient(env.app);
    stale.setCookie('sid', randomToken(32));
    stale.setCookie('csrf', token);
    const again = await stale.get('/api/auth/session');
    expect(again.body.user).toBeNull();
    expect(stale.cookie('sid')).toBeUndefined();
    const login = await stale.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(stale.cookie('csrf')).toBe(sessionCsrfToken(stale.cookie('sid')!));
  });
});
