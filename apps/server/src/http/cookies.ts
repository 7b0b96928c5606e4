import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { TIMES } from '@app/shared/constants';
import type { Config } from '../config.ts';
import { randomToken, safeEqual } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token of a session: derived from the session token (which is httpOnly and never leaves the cookie), so a
 * token read, planted or left over from another session or from before sign-in does not pass for this one.
 */
export function sessionCsrfToken(sessionToken: string): string {
  return createHmac('sha256', 'afribridge csrf v1').update(sessionToken).digest('base64url');
}

/**
 * The double-submit check, bound to the session: with a session cookie the header must be that session's token; without
 * one (sign-in, registration) it must equal the random token of the csrf cookie.
 */
export function csrfTokenMatches(
  header: string,
  cookieToken: string | undefined,
  sessionToken: string | undefined,
): boolean {
  if (sessionToken) return safeEqual(header, sessionCsrfToken(sessionToken));
  return !!cookieToken && cookieToken.length >= 20 && safeEqual(header, cookieToken);
}

/** The token a caller should send now, set as the csrf cookie when the cookie holds another. */
export function ensureCsrfCookie(
  reply: FastifyReply,
  config: Config,
  cookieToken: string | undefined,
  sessionToken: string | undefined,
): string {
  const token = sessionToken
    ? sessionCsrfToken(sessionToken)
    : cookieToken && cookieToken.length >= 20
      ? cookieToken
      : randomToken(24);
  if (token !== cookieToken) setCsrfCookie(reply, config, token);
  return token;
}

/** Sets the session cookie and the CSRF token bound to it. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  setCsrfCookie(reply, config, sessionCsrfToken(token));
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: TIMES.sessionTtlDays * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' });
}

export function setCsrfCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: false, secure: config.cookieSecure, sameSite: 'strict', path: '/' });
}
