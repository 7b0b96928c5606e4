import type { FastifyRequest } from 'fastify';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/errors.ts';
import { resolveApiKey } from '../modules/auth/api-keys.service.ts';
import { resolveSession } from '../modules/auth/auth.service.ts';
import { checkAccess } from './access.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, csrfTokenMatches } from './cookies.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The onRequest hook that runs CSRF, the session lookup and the access check for every request, decided on the matched
 * route's declaration (never on the URL text: the router decodes `%61pi` into `api`, so a check on `req.url` could be
 * walked around). Undeclared means denied. It runs before any body is read: an anonymous caller of a private route
 * gets nothing parsed.
 */
export function requestAccess(deps: Deps) {
  return async (req: FastifyRequest): Promise<void> => {
    // No route matched: the not-found handler answers 404 or the app shell, and reads nothing private.
    if (req.is404) return;
    const routeConfig = req.routeOptions.config;
    if (routeConfig.access === undefined) throw new AppError('FORBIDDEN', msg('common.roleForbidden'));
    const apiKey = req.headers['x-api-key'];
    if (typeof apiKey === 'string' && routeConfig.apiKey === true && !req.cookies[SESSION_COOKIE]) {
      // Integrations: no cookies, so no CSRF exposure; the key stands for the vendor.
      req.auth = await resolveApiKey(deps, apiKey);
      if (!req.auth) throw new AppError('UNAUTHENTICATED', msg('common.invalidApiKey'));
      checkAccess(routeConfig.access, req.auth);
      return;
    }
    const sessionToken = routeConfig.session === false ? undefined : req.cookies[SESSION_COOKIE];
    if (UNSAFE_METHODS.has(req.method) && routeConfig.csrf !== false) {
      const header = req.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !csrfTokenMatches(header, req.cookies[CSRF_COOKIE], sessionToken)) {
        throw new AppError('CSRF_FAILED', msg('common.csrfFailed'));
      }
    }
    req.auth = sessionToken ? await resolveSession(deps, sessionToken) : null;
    checkAccess(routeConfig.access, req.auth);
  };
}
