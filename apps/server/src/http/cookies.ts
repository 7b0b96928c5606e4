import type { FastifyReply } from 'fastify';
import { TIMES } from '@app/shared/constants';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
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
