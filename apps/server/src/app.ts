import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from './modules/limits/limits.service.ts';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Language } from '@app/shared/constants';
import type { ApiErrorBody } from '@app/shared/errors';
import type { Deps } from './deps.ts';
import { swaggerOptions } from './http/openapi.ts';
import { logUnusualRequests } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { declarePublic, recordRoutes } from './http/route-table.ts';
import { requestAccess } from './http/request-access.ts';
import { textGuard } from './http/text-guard.ts';
import { msg, type Message } from '@app/shared/error-messages';
import { AppError, HTTP_STATUS } from './lib/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './lib/db-errors.ts';
import { localize, localizeDetails, localizeIssue, negotiateLanguage } from './lib/i18n.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { catalogRoutes, mediaRoutes } from './modules/catalog/catalog.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { fxRoutes } from './modules/fx/fx.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { testModeRoutes } from './modules/payments/test-mode.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { disputeRoutes } from './modules/disputes/disputes.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { conciergeRoutes } from './modules/concierge/concierge.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { rfqRoutes } from './modules/rfqs/rfqs.routes.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { reliabilityRoutes } from './modules/reliability/reliability.routes.ts';
import { fraudRoutes } from './modules/fraud/fraud.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { wirePayoutStandIns } from './modules/payouts/payout-test-mode.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { translationRoutes } from './modules/translation/translation.routes.ts';
import { registerLightAnswers } from './http/conditional-get';

/** Fastify's and its plugins' client errors, by error code, in our words (and so in the caller's language). */
const FASTIFY_MESSAGES: Partial<Record<string, Message>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('common.bodyNotJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('common.bodyNotJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('common.bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('common.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('common.invalidInput'),
  FST_REQ_FILE_TOO_LARGE: msg('common.fileTooLarge'),
  FST_FILES_LIMIT: msg('common.tooManyFiles'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: msg('common.unsupportedMediaType'),
};

/** The language to word a message in: Accept-Language (the web app sends its page language), else the account's. */
function requestLanguage(req: FastifyRequest): Language {
  return negotiateLanguage(req.headers['accept-language'], req.auth?.user.language);
}

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Outside production: no line per request; logUnusualRequests (below) writes the refused, failed and slow ones.
    ...(config.logRequests === 'errors' ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  // Every route says who may call it (recorded here, checked when the app is ready: an undeclared route stops the start).
  recordRoutes(app);

  // PayPal's JS SDK comes from PayPal's servers: allowed only when the PayPal provider is configured.
  const paypal = deps.rails.find('paypal')
    ? [
        'https://www.paypal.com',
        'https://www.sandbox.paypal.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
      ]
    : [];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: paypal.length ? paypal : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? undefined : false,
  });
  await app.register(cookie);
  await registerLightAnswers(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5 } });
  await app.register(rateLimit, {
    global: false,
    // counts shared by every process: the database's or Redis's (issue 21)
    store: sharedRateLimitStore(deps.counters),
    // After the session is resolved: signed-in callers are limited per account, anonymous ones per IP.
    hook: 'preHandler',
    keyGenerator: (req) => (req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      return new AppError('RATE_LIMITED', msg('common.tooManyAttempts', { count: seconds }), {
        retryAfterSeconds: seconds,
      });
    },
  });
  // The OpenAPI document: security and error responses derived from each route's declaration (http/openapi.ts).
  await app.register(swagger, swaggerOptions);
  await app.register(async (scope) => {
    declarePublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  if (config.logRequests === 'errors') logUnusualRequests(app);

  // After each route's own validation: no string the database cannot store (NUL, lone surrogates) gets past, whatever
  // the route declared (a field error, not a 500).
  app.addHook('preHandler', textGuard);

  // CSRF, session and access for every request, decided on the matched route's declaration (http/request-access.ts).
  app.addHook('onRequest', requestAccess(deps));

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const lang = requestLanguage(req);
    let body: ApiErrorBody;
    let status: number;
    if (err instanceof AppError) {
      status = HTTP_STATUS[err.code];
      const details = err.details === undefined ? {} : { details: localizeDetails(err.details, lang) };
      body = {
        error: { code: err.code, message: localize(err.text, lang), key: err.text.key, requestId: req.id, ...details },
      };
      if (err.code === 'RATE_LIMITED' || err.code === 'SERVICE_UNAVAILABLE')
        reply.header(
          'retry-after',
          String(
            (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ??
              (err.code === 'RATE_LIMITED' ? 60 : 30),
          ),
        );
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= localizeIssue({ code: v.keyword, message: v.message, ...v.params }, lang);
      }
      status = 400;
      const first = Object.values(fields)[0] ?? localize(msg('common.invalidInput'), lang);
      body = { error: { code: 'VALIDATION_ERROR', message: first, requestId: req.id, details: { fields } } };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own refusals (unparsable body, unsupported media type, body too large...), worded by our catalogue.
      status = err.statusCode;
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
      const text = FASTIFY_MESSAGES[err.code] ?? (status === 404 ? msg('common.notFound') : msg('common.invalidInput'));
      body = { error: { code, message: localize(text, lang), key: text.key, requestId: req.id } };
    } else if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: a retryable 503, never a 500 (the pool reconnects by itself).
      req.log.warn({ err, reqId: req.id }, 'database unavailable');
      status = 503;
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const text = msg('common.serviceUnavailable');
      body = {
        error: { code: 'SERVICE_UNAVAILABLE', message: localize(text, lang), key: text.key, requestId: req.id },
      };
    } else {
      req.log.error({ err, reqId: req.id }, 'unhandled error');
      status = 500;
      body = {
        error: {
          code: 'INTERNAL',
          message: localize(msg('common.internal'), lang),
          key: 'common.internal',
          requestId: req.id,
        },
      };
    }
    return reply.code(status).send(body);
  });

  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(accountRoutes(deps), { prefix: '/api/me' });
  await app.register(notificationRoutes(deps), { prefix: '/api/notifications' });
  await app.register(supportRoutes(deps), { prefix: '/api/support' });
  await app.register(adminRoutes(deps), { prefix: '/api/admin' });
  await app.register(catalogRoutes(deps), { prefix: '/api' });
  await app.register(mediaRoutes(deps), { prefix: '/media' });
  await app.register(cartRoutes(deps), { prefix: '/api/cart' });
  await app.register(fxRoutes(deps), { prefix: '/api' });
  await app.register(orderRoutes(deps), { prefix: '/api' });
  await app.register(paymentRoutes(deps), { prefix: '/api/payments' });
  await app.register(testModeRoutes(deps));
  await app.register(shippingRoutes(deps), { prefix: '/api' });
  await app.register(verificationRoutes(deps), { prefix: '/api' });
  await app.register(disputeRoutes(deps), { prefix: '/api' });
  await app.register(healthRoutes(deps), { prefix: '/api' });
  await app.register(conciergeRoutes(deps), { prefix: '/api' });
  await app.register(messagingRoutes(deps), { prefix: '/api/messaging' });
  await app.register(offerRoutes(deps), { prefix: '/api' });
  await app.register(rfqRoutes(deps), { prefix: '/api' });
  await app.register(savedRoutes(deps), { prefix: '/api' });
  await app.register(analyticsRoutes(deps), { prefix: '/api' });
  await app.register(reviewRoutes(deps), { prefix: '/api' });
  await app.register(reliabilityRoutes(deps), { prefix: '/api' });
  await app.register(fraudRoutes(deps), { prefix: '/api' });
  await app.register(translationRoutes(deps), { prefix: '/api' });
  await app.register(payoutRoutes(deps), { prefix: '/api' });
  await app.register(billingRoutes(deps), { prefix: '/api' });
  wirePayoutStandIns(app, deps);
  if (config.devMailbox) await app.register(devMailboxRoutes(deps), { prefix: '/api/dev' });

  // The two static admin pages of the spec lead somewhere real (browser redirects, not API: left out of /api/docs).
  const page = { config: { access: 'public', session: false } } as const;
  const redirectPage = { ...page, schema: { hide: true } } as const;
  app.get('/admin/login.html', redirectPage, async (_req, reply) => reply.redirect('/login?next=%2Fadmin%2Fdashboard'));
  app.get('/admin/monitor.html', redirectPage, async (_req, reply) => reply.redirect('/admin/monitor'));

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(async (scope) => {
      declarePublic(scope);
      await scope.register(fastifyStatic, {
        root: config.webDistDir,
        // Looked up per request (not listed at start), so a rebuild is served without a restart;
        // a missing file falls through to the not-found handler, which serves the app for page routes.
        wildcard: true,
        index: false,
        // the build writes .br and .gz copies (apps/web/precompress.ts): sent to clients that accept them
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : // the service worker is checked on every visit, so a new build replaces the stored app at once
                path.basename(filePath).startsWith('sw.js')
                ? 'no-cache'
                : 'public, max-age=300',
          );
        },
      });
    });
  } else {
    deps.logger.warn(`No web build at ${config.webDistDir}; run "npm run build" to serve the web app`);
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
  if (hasWeb) app.get('/', page, async (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if (path.startsWith('/api/') || looksLikeFile || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      const lang = requestLanguage(req);
      return reply.code(404).send({
        error: {
          code: 'NOT_FOUND',
          message: localize(msg('common.notFound'), lang),
          key: 'common.notFound',
          requestId: req.id,
        },
      } satisfies ApiErrorBody);
    }
    return sendIndex(reply);
  });

  return app;
}
