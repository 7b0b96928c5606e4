import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Quiet request logging (LOG_REQUESTS=errors, the default outside production): Fastify's two lines per request are
 * off (`disableRequestLogging`), and this hook writes one line only for a refused (4xx, info), failed (5xx, warn) or
 * slow (warn) request. The line carries the same `req` / `res` / `responseTime` fields as Fastify's own, so the
 * logger's request serializer takes the secrets out of the URL here too.
 */
export function logUnusualRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const slow = responseTime >= SLOW_REQUEST_MS;
    if (status < 400 && !slow) return;
    const fields = { req, res: reply, responseTime };
    if (status >= 500) req.log.warn(fields, 'request failed');
    else if (status >= 400) req.log.info(fields, slow ? 'slow request refused' : 'request refused');
    else req.log.warn(fields, 'slow request');
  });
}
