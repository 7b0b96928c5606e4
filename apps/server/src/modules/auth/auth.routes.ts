import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  registerRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  sessionResponse,
  twoFactorLoginRequest,
  verifyEmailRequest,
} from '@app/shared/auth';
import type { Deps } from '../../deps.ts';
import { clientInfo } from '../../http/access.ts';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  clearSessionCookie,
  ensureCsrfCookie,
  setSessionCookie,
} from '../../http/cookies.ts';
import * as auth from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';

const ok = z.object({ ok: z.literal(true) });

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  // Registration, verification and reset: every attempt counts, per client IP (or account), in @fastify/rate-limit.
  const authLimit = { max: deps.config.RATE_LIMIT_AUTH_PER_15MIN, timeWindow: '15 minutes' };
  // Sign-in: only failed attempts count (login-throttle.ts), so signing in and out again and again never locks anyone
  // out. A generous ceiling on all attempts stays, so nobody can keep the password hashing busy without end.
  const loginThrottle = createLoginThrottle({ max: deps.config.RATE_LIMIT_AUTH_PER_15MIN, counters: deps.counters });
  const loginFlood = { max: deps.config.RATE_LIMIT_AUTH_PER_15MIN * 10, timeWindow: '15 minutes' };
  return async (app) => {
    app.get(
      '/session',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get my session and a CSRF token',
          description:
            'Answers the signed-in user (or null) and the CSRF token to send in x-csrf-token on every change; ' +
            'sets the readable csrf cookie. Call it first.',
          tags: ['auth'],
          response: { 200: sessionResponse },
        },
      },
      async (req, reply) => {
        // A session cookie that no longer names a session (expired, signed out elsewhere) is dropped, so the CSRF token
        // the caller gets is the one its next request will be checked against.
        if (!req.auth && req.cookies[SESSION_COOKIE]) clearSessionCookie(reply, deps.config);
        const csrfToken = ensureCsrfCookie(
          reply,
          deps.config,
          req.cookies[CSRF_COOKIE],
          req.auth ? req.cookies[SESSION_COOKIE] : undefined,
        );
        return { user: req.auth ? auth.toUserDto(req.auth.user) : null, csrfToken };
      },
    );

    app.post(
      '/register',
      {
        config: { access: 'public', rateLimit: authLimit },
        schema: {
          summary: 'Create an account',
          description: 'As a buyer or a vendor; sends a verification e-mail. 409 EMAIL_TAKEN, 400 WEAK_PASSWORD.',
          tags: ['auth'],
          body: registerRequest,
          response: { 201: ok },
        },
      },
      async (req, reply) => {
        const b = req.body;
        await auth.register(
          deps,
          { name: b.name, email: b.email, password: b.password, role: b.role, phone: b.phone, language: b.language },
          clientInfo(req),
        );
        return reply.code(201).send({ ok: true });
      },
    );

    app.post(
      '/login',
      {
        config: { access: 'public', rateLimit: loginFlood },
        schema: {
          summary: 'Sign in',
          description:
            'Sets the session cookie and a new CSRF token, or answers two-factor-required with a challenge id. ' +
            '401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED or ACCOUNT_SUSPENDED, 429 after repeated failures.',
          tags: ['auth'],
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (req, reply) => {
        const result = await loginThrottle.attempt(req.ip, () =>
          auth.login(deps, req.body.email, req.body.password, clientInfo(req)),
        );
        if (result.status === 'two-factor-required') return { status: result.status, challengeId: result.challengeId };
        setSessionCookie(reply, deps.config, result.sessionToken);
        return { status: 'signed-in' as const, user: auth.toUserDto(result.user) };
      },
    );

    app.post(
      '/login/two-factor',
      {
        config: { access: 'public', rateLimit: loginFlood },
        schema: {
          summary: 'Complete a two-factor sign-in',
          description:
            'With the challenge id from POST /login and a code from the authenticator app. 429 TWO_FACTOR_LOCKED ' +
            'after 5 wrong codes.',
          tags: ['auth'],
          body: twoFactorLoginRequest,
          response: { 200: loginResponse },
        },
      },
      async (req, reply) => {
        const result = await loginThrottle.attempt(req.ip, () =>
          auth.completeTwoFactorLogin(deps, req.body.challengeId, req.body.code, clientInfo(req)),
        );
        setSessionCookie(reply, deps.config, result.sessionToken);
        return { status: 'signed-in' as const, user: auth.toUserDto(result.user) };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'public' }, schema: { summary: 'Sign out', tags: ['auth'], response: { 200: ok } } },
      async (req, reply) => {
        await auth.logout(deps, req.auth);
        clearSessionCookie(reply, deps.config);
        return { ok: true as const };
      },
    );

    app.post(
      '/verify-email',
      {
        config: { access: 'public', rateLimit: authLimit },
        schema: {
          summary: 'Verify my e-mail address',
          tags: ['auth'],
          body: verifyEmailRequest,
          response: { 200: z.object({ ok: z.literal(true), email: z.string() }) },
        },
      },
      async (req) => {
        const { email } = await auth.verifyEmail(deps, req.body.token);
        return { ok: true as const, email };
      },
    );

    app.post(
      '/resend-verification',
      {
        config: { access: 'public', rateLimit: authLimit },
        schema: {
          summary: 'Send the verification e-mail again',
          tags: ['auth'],
          body: resendVerificationRequest,
          response: { 200: ok },
        },
      },
      async (req) => {
        await auth.resendVerification(deps, req.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/forgot-password',
      {
        config: { access: 'public', rateLimit: authLimit },
        schema: {
          summary: 'Send a password reset e-mail',
          tags: ['auth'],
          body: forgotPasswordRequest,
          response: { 200: ok },
        },
      },
      async (req) => {
        await auth.forgotPassword(deps, req.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { access: 'public', rateLimit: authLimit },
        schema: {
          summary: 'Set a new password with a reset link',
          tags: ['auth'],
          body: resetPasswordRequest,
          response: { 200: ok },
        },
      },
      async (req) => {
        await auth.resetPassword(deps, req.body.accessToken, req.body.refreshToken, req.body.password);
        return { ok: true as const };
      },
    );
  };
}
