import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  languageSchema,
  notificationPreferencesSchema,
  sessionDto,
  switchRoleRequest,
  switchRoleResponse,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorSetupResponse,
  updateProfileRequest,
  userDto,
} from '@app/shared/auth';
import { bankDetailsRequest, bankDetailsResponse } from '@app/shared/bank-details';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { phoneMatchesCountry } from '../../lib/phone.ts';
import * as account from './account.service.ts';
import * as apiKeysService from './api-keys.service.ts';
import * as bank from './bank-details.service.ts';
import { toUserDto } from './auth.service.ts';
import { contractMessage } from '@app/shared/error-messages';
import { singleLineText } from '@app/shared/text';

const ok = z.object({ ok: z.literal(true) });
const signedIn = { access: 'user' as const };
/** The contract, and a phone that works in the profile's country (the numbering plans stay on the server). */
const profileBody = updateProfileRequest.superRefine(
  phoneMatchesCountry(['phone'], ['country'], 'auth.form.phoneInvalidForCountry'),
);

export function accountRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      { config: signedIn, schema: { summary: 'Get my account', tags: ['account'], response: { 200: userDto } } },
      async (req) => toUserDto(requireAuth(req).user),
    );

    app.patch(
      '/',
      {
        config: signedIn,
        schema: { summary: 'Update my profile', tags: ['account'], body: profileBody, response: { 200: userDto } },
      },
      async (req) => account.updateProfile(deps, requireAuth(req), req.body),
    );

    app.put(
      '/active-role',
      {
        config: signedIn,
        schema: {
          summary: 'Switch my active role',
          description:
            'Between the roles the account holds (buyer, vendor); the active role decides what the account may do.',
          tags: ['account'],
          body: switchRoleRequest,
          response: { 200: switchRoleResponse },
        },
      },
      async (req) => account.switchActiveRole(deps, requireAuth(req), req.body.role),
    );

    app.put(
      '/language',
      {
        config: signedIn,
        schema: {
          summary: 'Set the language of my e-mails',
          tags: ['account'],
          body: z.object({ language: languageSchema }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await account.setLanguage(deps, requireAuth(req), req.body.language);
        return { ok: true as const };
      },
    );

    app.put(
      '/notification-preferences',
      {
        config: signedIn,
        schema: {
          summary: 'Set my notification preferences',
          tags: ['account'],
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (req) => account.setNotificationPreferences(deps, requireAuth(req), req.body),
    );

    app.post(
      '/password',
      {
        config: { ...signedIn, rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          summary: 'Change my password',
          description: 'Signs out my other sessions. 400 WRONG_PASSWORD or WEAK_PASSWORD.',
          tags: ['account'],
          body: changePasswordRequest,
          response: { 200: z.object({ ok: z.literal(true), revokedSessions: z.number() }) },
        },
      },
      async (req) => {
        const { revokedSessions } = await account.changePassword(
          deps,
          requireAuth(req),
          req.body.currentPassword,
          req.body.newPassword,
        );
        return { ok: true as const, revokedSessions };
      },
    );

    app.post(
      '/two-factor/setup',
      {
        config: signedIn,
        schema: {
          summary: 'Start setting up two-factor sign-in',
          description:
            'Answers the secret, an otpauth URL and its QR code; confirm with POST /api/me/two-factor/enable.',
          tags: ['account'],
          response: { 200: twoFactorSetupResponse },
        },
      },
      async (req) => account.startTwoFactorSetup(deps, requireAuth(req)),
    );

    app.post(
      '/two-factor/enable',
      {
        config: { ...signedIn, rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          summary: 'Turn on two-factor sign-in',
          tags: ['account'],
          body: twoFactorEnableRequest,
          response: { 200: ok },
        },
      },
      async (req) => {
        await account.enableTwoFactor(deps, requireAuth(req), req.body.code);
        return { ok: true as const };
      },
    );

    app.post(
      '/two-factor/disable',
      {
        config: { ...signedIn, rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          summary: 'Turn off two-factor sign-in',
          tags: ['account'],
          body: twoFactorDisableRequest,
          response: { 200: ok },
        },
      },
      async (req) => {
        await account.disableTwoFactor(deps, requireAuth(req), req.body.password);
        return { ok: true as const };
      },
    );

    app.get(
      '/bank-details',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Get my payout bank details',
          description: 'Vendor: account number and IBAN masked; never sent back in full.',
          tags: ['account'],
          response: { 200: bankDetailsResponse },
        },
      },
      async (req) => ({ bankDetails: await bank.getBankDetails(deps, requireAuth(req)) }),
    );
    app.put(
      '/bank-details',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Save my payout bank details',
          description: 'Vendor: a blank account number or IBAN keeps the saved one. Audited.',
          tags: ['account'],
          body: bankDetailsRequest,
          response: { 200: bankDetailsResponse },
        },
      },
      async (req) => ({ bankDetails: await bank.saveBankDetails(deps, requireAuth(req), req.body) }),
    );

    const keyDto = z.object({
      id: z.string(),
      name: z.string(),
      prefix: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    });
    app.get(
      '/api-keys',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'List my API keys',
          tags: ['account'],
          response: { 200: z.object({ items: z.array(keyDto) }) },
        },
      },
      async (req) => ({
        items: await apiKeysService.listApiKeys(deps, requireAuth(req)),
      }),
    );
    app.post(
      '/api-keys',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Create an API key',
          description:
            'Vendor: the key is shown once in this answer; send it as x-api-key on the operations that accept it.',
          tags: ['account'],
          body: z.object({ name: singleLineText().min(1, contractMessage('auth.form.apiKeyName')).max(60) }),
          response: { 201: keyDto.extend({ key: z.string() }) },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await apiKeysService.createApiKey(deps, requireAuth(req), req.body.name)),
    );
    app.delete(
      '/api-keys/:id',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Revoke one of my API keys',
          tags: ['account'],
          params: z.object({ id: z.uuid() }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await apiKeysService.revokeApiKey(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/sessions',
      {
        config: signedIn,
        schema: { summary: 'List my sessions', tags: ['account'], response: { 200: z.array(sessionDto) } },
      },
      async (req) => account.listSessions(deps, requireAuth(req)),
    );

    app.delete(
      '/sessions/:id',
      {
        config: signedIn,
        schema: {
          summary: 'Sign out one of my sessions',
          tags: ['account'],
          params: z.object({ id: z.uuid() }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await account.revokeSession(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/sessions/sign-out-others',
      {
        config: signedIn,
        schema: {
          summary: 'Sign out all my other sessions',
          tags: ['account'],
          response: { 200: z.object({ revoked: z.number() }) },
        },
      },
      async (req) => ({
        revoked: await account.revokeOtherSessions(deps, requireAuth(req)),
      }),
    );
  };
}
