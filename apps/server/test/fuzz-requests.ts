/** Requests of the API fuzz test: path parameters, query strings, raw JSON, signed webhooks and multipart uploads. */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../src/http/route-table.ts';
import { whatsappSignature } from '../src/modules/concierge/whatsapp.service.ts';
import { signCarrierWebhook } from '../src/modules/shipping/shipping.routes.ts';
import type { ApiClient } from './harness.ts';
import type { IdKind, Role } from './fuzz-world.ts';

/** Webhook secrets the fuzzed app is configured with, so half the webhook bodies can be signed as a provider would. */
export const SECRETS = {
  SHIPPO_WEBHOOK_TOKEN: 'shippo-token-0123456789',
  SHIPPING_WEBHOOK_SECRET: 'carrier-secret-0123456789',
  WHATSAPP_VERIFY_TOKEN: 'wa-verify-123',
  WHATSAPP_APP_SECRET: 'wa-secret-123',
};

/** What a path parameter names, by route (first match wins); unmatched parameters get random uuids and junk only. */
const PARAM_KINDS: [RegExp, IdKind][] = [
  [/\/admin\/users\/:id/, 'user'],
  [/\/suppliers\/:vendorId/, 'vendor'],
  [/products\/:(id|productId)|cart\/items\/:productId/, 'product'],
  [/support-tickets\/:id/, 'ticket'],
  [/checkout\/:id|quote-requests\/:id/, 'checkout'],
  [/vendor-orders\/:id|vendor\/orders\/:id/, 'vendorOrder'],
  [/sandbox\/orders\/:token/, 'providerToken'],
  [/shipments\/:id/, 'shipment'],
  [/verifications\/:id/, 'application'],
  [/disputes\/:id/, 'dispute'],
  [/kb\/articles\/:id/, 'article'],
  [/conversations\/:(id|conversationId)/, 'conversation'],
  [/messages\/:messageId/, 'message'],
  [/offers\/:offerId/, 'offer'],
  [/reviews\/:id/, 'review'],
  [/fraud\/alerts\/:id/, 'fraudAlert'],
  [/notifications\/:id/, 'notification'],
  [/api-keys\/:id/, 'apiKey'],
];

/** Path segments a router may hand over: NUL, an encoded lone surrogate, overlong or invalid UTF-8, huge. */
const NASTY_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%E2%80%AE',
  encodeURIComponent('شركة'),
  'x'.repeat(300),
  'null',
  '-1',
];

/** JSON texts JSON.stringify never writes (a raw NUL escape, an escaped lone surrogate, deep nesting), bad JSON, too big. */
export const RAW_PAYLOADS = [
  `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`,
  '{"name":"a\\u0000b"}',
  '{"name":"\\ud800"}',
  '{"\\u0000":1}',
  '{',
  '[]',
  'null',
  '"\\udfff"',
  `{"x":"${'y'.repeat(1_100_000)}"}`,
];

export function paramArbitrary(url: string, ids: Record<IdKind, string[]>): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const [, name = ''] of url.matchAll(/:(\w+)/g)) {
    const kind = PARAM_KINDS.find(([re]) => re.test(url.slice(0, url.indexOf(`:${name}`) + name.length + 1)))?.[1];
    const real = name === 'currency' ? ['USD', 'EUR', 'NGN', 'XXX'] : kind ? ids[kind] : [];
    model[name] = fc.oneof(
      { arbitrary: real.length ? fc.constantFrom(...real) : fc.uuid(), weight: 6 },
      { arbitrary: fc.uuid(), weight: 2 },
      { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 2 },
    );
  }
  return fc.record(model);
}

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name] ?? '';
    return NASTY_SEGMENTS.includes(v) ? v : encodeURIComponent(v);
  });
}

/** Who calls a route: the role its access names (admins pass every check, so they get a share of every route). */
export function callersOf(route: RouteEntry): Role[] {
  const access = route.access;
  if (access === 'public' || access === 'user') return ['buyer', 'vendor', 'admin'];
  if (!access || access.includes('admin')) return ['admin'];
  return access.includes('vendor') ? ['vendor', 'vendor', 'admin'] : ['buyer', 'buyer', 'admin'];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A query string from a generated object (a lone surrogate travels as its raw UTF-8 bytes, which a browser never sends). */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      const value = LONE_SURROGATE.test(text) ? '%ED%A0%80' : encodeURIComponent(text);
      parts.push(`${encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''))}=${value}`);
    }
  }
  return parts.join('&');
}

/** A few requests in flight at once (the database still sees them one by one on PGlite; races are fair game). */
export async function inParallel<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>, lanes = 4) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

function sessionHeaders(client: ApiClient | null): Record<string, string> {
  if (!client) return {};
  const csrf = client.cookie('csrf') ?? '';
  return { cookie: `sid=${client.cookie('sid') ?? ''}; csrf=${csrf}`, 'x-csrf-token': csrf };
}

/** A raw payload as `client` (cookies and CSRF header), or anonymously. */
export async function injectRaw(
  app: FastifyInstance,
  client: ApiClient | null,
  method: string,
  url: string,
  payload: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...sessionHeaders(client), ...headers },
  });
  return { status: res.statusCode, body: res.body };
}

/** A webhook call, signed as the provider would sign it or not (those must get a 4xx). */
export async function sendWebhook(app: FastifyInstance, now: Date, route: RouteEntry, body: unknown, signed: boolean) {
  const raw = JSON.stringify(body) ?? 'null';
  const timestamp = String(Math.floor(now.getTime() / 1000));
  let url = route.url;
  const headers: Record<string, string> = {};
  if (url.includes('shippo')) url += `?token=${signed ? SECRETS.SHIPPO_WEBHOOK_TOKEN : 'wrong-token'}`;
  if (url.includes('carrier-webhook')) {
    headers['x-afb-timestamp'] = timestamp;
    headers['x-afb-signature'] = signed ? signCarrierWebhook(SECRETS.SHIPPING_WEBHOOK_SECRET, timestamp, raw) : 'bad';
  }
  if (url.includes('whatsapp'))
    headers['x-hub-signature-256'] = signed ? whatsappSignature(SECRETS.WHATSAPP_APP_SECRET, raw) : 'sha256=bad';
  return injectRaw(app, null, route.method, url, raw, headers);
}

/** multipart/form-data with a hostile file name (raw bytes in the part header, as a client may send them). */
export async function sendUpload(app: FastifyInstance, client: ApiClient, url: string, filename: string, kind: string) {
  const boundary = '----afbfuzz';
  const safeName = filename.replace(/["\r\n]/g, '_');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\n`),
    Buffer.from(`Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...sessionHeaders(client), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.body };
}
