import type { SwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@app/shared/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/db-errors.ts';
import { HTTP_STATUS } from '../lib/errors.ts';
import type { WebhookSignature } from './access.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies.ts';

/**
 * The OpenAPI document served at /api/docs, derived from what each route declares: its `config` (access, csrf, apiKey,
 * signature, rateLimit) gives the operation's `security` and error responses, so the document cannot say something the
 * request hooks do not do. Summaries and descriptions are written in each route's `schema`.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type SecurityScheme = { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; description: string };

/** The security scheme of each webhook signature kind (the handler verifies it; see the route). */
const SIGNATURE_SCHEMES: Record<WebhookSignature, { name: string; scheme: SecurityScheme }> = {
  paypal: {
    name: 'paypalSignature',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'paypal-transmission-sig',
      description:
        'PayPal webhook signature. PayPal sends paypal-transmission-id, paypal-transmission-time, ' +
        'paypal-transmission-sig, paypal-cert-url and paypal-auth-algo; the server asks PayPal to verify them ' +
        'against the configured webhook id before applying the event (once per event id). Unverified: 403.',
    },
  },
  paystack: {
    name: 'paystackSignature',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'x-paystack-signature',
      description:
        'Paystack webhook: hex HMAC-SHA512 of the raw body keyed with PAYSTACK_SECRET_KEY. Wrong or missing: 403; ' +
        'Paystack not configured: 404.',
    },
  },
  flutterwave: {
    name: 'flutterwaveHash',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'verif-hash',
      description:
        'Flutterwave webhook: the secret hash set on the Flutterwave dashboard (FLUTTERWAVE_SECRET_HASH), compared in ' +
        'constant time. Wrong or missing: 403; Flutterwave not configured: 404.',
    },
  },
  mpesa: {
    name: 'mpesaToken',
    scheme: {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description:
        "M-Pesa Daraja's STK callback is unsigned: it is accepted only with the unguessable per-checkout token our " +
        'CallBackURL carries (?token=...), and it decides nothing by itself (stkpushquery confirms). Wrong token: 403; ' +
        'M-Pesa not configured: 404.',
    },
  },
  shippo: {
    name: 'shippoToken',
    scheme: {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description:
        'Shippo track_updated webhook: the secret SHIPPO_WEBHOOK_TOKEN travels in the registered URL (?token=...). ' +
        'Wrong token: 403; not configured: 404.',
    },
  },
  carrier: {
    name: 'carrierSignature',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'x-afb-signature',
      description:
        'Carrier tracking webhook: hex HMAC-SHA256 with SHIPPING_WEBHOOK_SECRET over "<x-afb-timestamp>.<raw body>", ' +
        'sent with the header x-afb-timestamp (Unix seconds). A wrong signature or a timestamp outside the replay ' +
        'window: 403; not configured: 404.',
    },
  },
  whatsapp: {
    name: 'whatsappSignature',
    scheme: {
      type: 'apiKey',
      in: 'header',
      name: 'x-hub-signature-256',
      description:
        'WhatsApp Cloud API webhook: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret. ' +
        'Wrong signature: 403.',
    },
  },
  'whatsapp-verify': {
    name: 'whatsappVerifyToken',
    scheme: {
      type: 'apiKey',
      in: 'query',
      name: 'hub.verify_token',
      description:
        'WhatsApp Cloud API subscription handshake: hub.mode=subscribe, the configured verify token and ' +
        'hub.challenge, which is echoed back as text. Wrong token: 403.',
    },
  },
};

const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The session: an httpOnly cookie \`${SESSION_COOKIE}\` set by POST /api/auth/login (or ` +
      '/api/auth/login/two-factor). Requests that change something (POST, PUT, PATCH, DELETE) must also send the ' +
      'CSRF header.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      `CSRF token, required on every POST, PUT, PATCH and DELETE that is not a signed webhook. GET /api/auth/session ` +
      `answers { csrfToken } and sets the readable cookie \`${CSRF_COOKIE}\`: send that value in \`${CSRF_HEADER}\`. ` +
      'Signed in, the token is bound to the session (sign-in sets a new one); signed out (sign-in, registration), it ' +
      `must equal the \`${CSRF_COOKIE}\` cookie. Missing or wrong: 403 CSRF_FAILED.`,
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description:
      'Vendor API key (created with POST /api/me/api-keys), accepted instead of a session on the operations that ' +
      'list it, and only when no session cookie is sent. No cookies, so no CSRF header. ' +
      'An unknown or revoked key: 401.',
  },
  ...Object.fromEntries(Object.values(SIGNATURE_SCHEMES).map((s) => [s.name, s.scheme])),
};

/** The error body every refusal carries (ApiErrorBody in @app/shared/errors). */
const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().meta({ description: "In the caller's language (Accept-Language, else the account's)." }),
    key: z.string().optional().meta({ description: 'The message key in the shared error catalogue.' }),
    requestId: z.string().optional().meta({ description: 'Also in the x-request-id header; quote it to support.' }),
    details: z.unknown().optional().meta({
      description:
        'Per code: VALIDATION_ERROR has { fields: { <field path>: message } }; RATE_LIMITED has { retryAfterSeconds }.',
    }),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

function codesFor(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => HTTP_STATUS[code] === status);
}

const retryAfter = (what: string) => ({
  'Retry-After': { description: `Seconds to wait before retrying (${what}).`, schema: { type: 'integer' } },
});

/** The error responses an operation may list, by status: [component name, description, headers?]. */
const ERROR_RESPONSES: Record<number, [string, string, Record<string, unknown>?]> = {
  400: ['BadRequest', 'The input is refused; for VALIDATION_ERROR, details.fields names each field.'],
  401: ['Unauthenticated', 'No valid session (or API key) where one is required, or wrong credentials.'],
  403: [
    'Forbidden',
    'Signed in but not allowed (role, ownership, account state), a missing CSRF header, or a bad signature.',
  ],
  404: ['NotFound', 'No such object, or not one the caller may see.'],
  409: ['Conflict', "The request conflicts with the object's current state (already done, out of stock, expired...)."],
  429: ['RateLimited', 'Too many requests: retry after Retry-After seconds.', retryAfter('details.retryAfterSeconds')],
  500: ['InternalError', 'Unexpected error, logged with the request id.'],
  503: [
    'ServiceUnavailable',
    'The database (or a provider) is unavailable for a moment: retry after Retry-After seconds.',
    retryAfter(`${DATABASE_RETRY_AFTER_SECONDS} when the database is away`),
  ],
};

const ERRORS_KEY = 'x-error-statuses';

/** The security requirement of a route, from its declaration; undefined when the route does not say (a test fails). */
function routeSecurity(route: Pick<RouteOptions, 'method' | 'config'>): Record<string, string[]>[] | undefined {
  const config = route.config ?? {};
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const unsafe = methods.some((m) => UNSAFE_METHODS.has(String(m).toUpperCase()));
  if (config.signature) return [{ [SIGNATURE_SCHEMES[config.signature].name]: [] }];
  if (config.csrf === false) return undefined; // a webhook must say how it is signed
  if (config.access === undefined) return undefined;
  const csrf: Record<string, string[]> = unsafe ? { csrf: [] } : {};
  if (config.access === 'public') return unsafe ? [csrf] : [];
  const session: Record<string, string[]>[] = [{ session: [], ...csrf }];
  return config.apiKey === true ? [{ apiKey: [] }, ...session] : session;
}

/** The error statuses a route can answer, from its declaration and its schema. */
function routeErrorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config'>, schema: FastifySchema) {
  const config = route.config ?? {};
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
  const unsafe = methods.some((m) => UNSAFE_METHODS.has(m));
  const webhook = config.signature !== undefined || config.csrf === false;
  const hasParams = route.url.includes(':') || route.url.includes('*');
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params || schema.headers || unsafe) statuses.add(400);
  if (config.access !== 'public') statuses.add(401).add(403);
  if (unsafe || webhook) statuses.add(403); // CSRF_FAILED, or a bad signature
  if (hasParams || webhook) statuses.add(404); // a webhook that is not configured answers 404
  if (unsafe && !webhook) statuses.add(409);
  if (config.rateLimit) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** jsonSchemaTransform (zod to JSON Schema), plus the security and error statuses derived from the route's config. */
export const openapiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema: FastifySchema & Record<string, unknown> = { ...(out.schema ?? input.schema ?? {}) };
  if (schema.hide) return out;
  const security = routeSecurity(input.route);
  if (security) schema.security = security;
  schema[ERRORS_KEY] = routeErrorStatuses(input.route, input.schema ?? {});
  return { schema, url: out.url };
};

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };

/** Adds the error body, the shared error responses, and each operation's references to them. */
export const openapiTransformObject: SwaggerTransformObject = (input) => {
  const doc = ('openapiObject' in input ? input.openapiObject : {}) as {
    components?: Record<string, Record<string, unknown> | undefined>;
    paths?: Record<string, Record<string, Operation>>;
  };
  const responses: Record<string, unknown> = {};
  for (const [status, [name, description, headers]] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description: `${description} Codes: ${codesFor(Number(status)).join(', ')}.`,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const statusList = [...new Set(Object.values(HTTP_STATUS))].sort((a, b) => a - b);
  const apiError = z.toJSONSchema(apiErrorBody, { target: 'openapi-3.0' });
  delete apiError.$schema;
  apiError.description =
    'The body of every error. Branch on error.code; its HTTP status: ' +
    statusList.map((s) => `${s} ${codesFor(s).join(', ')}`).join('; ') +
    '.';
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ApiError: apiError },
    responses: { ...doc.components?.responses, ...responses },
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || !Array.isArray(op[ERRORS_KEY])) continue;
      const ok = op.responses ?? {};
      for (const r of Object.values(ok) as { description?: string }[])
        if (r.description === 'Default Response') r.description = 'Success';
      for (const status of op[ERRORS_KEY] as number[]) {
        const entry = ERROR_RESPONSES[status];
        if (entry && !(String(status) in ok)) ok[String(status)] = { $ref: `#/components/responses/${entry[0]}` };
      }
      op.responses = ok;
      delete op[ERRORS_KEY];
    }
  }
  return doc;
};

/** The @fastify/swagger options (app.ts). */
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: 'AfriBridge Trade API',
      version: '0.1.0',
      description:
        'JSON over HTTPS under /api. Sign in with a session cookie (browsers; send the CSRF header on changes), ' +
        'use a vendor API key on the operations that accept one, or, for providers, sign webhooks as each ' +
        'operation says. Errors share one body (ApiError): branch on error.code. See docs/api.md.',
    },
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform: openapiTransform,
  transformObject: openapiTransformObject,
};
