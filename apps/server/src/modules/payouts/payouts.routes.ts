/**
 * Automatic vendor payouts (issue 17), under /api: the vendor's destination, the banks to choose from, the providers'
 * callbacks (M-Pesa B2C, MTN MoMo; Paystack's transfer events arrive at the Paystack webhook of the payments
 * module), and the admin's view, retry and hold.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPayoutsDto,
  payoutAccountDto,
  payoutAccountInput,
  payoutBanksDto,
  payoutHoldInput,
} from '@app/shared/payouts';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requireAuth } from '../../http/access.ts';
import { adminPayouts } from './use-cases/admin-payouts.ts';
import { getPayoutAccount } from './use-cases/get-payout-account.ts';
import { handlePayoutNotification } from './use-cases/handle-payout-notification.ts';
import { holdVendorPayouts } from './use-cases/hold-vendor-payouts.ts';
import { listPayoutBanks } from './use-cases/list-payout-banks.ts';
import { retryPayout } from './use-cases/retry-payout.ts';
import { savePayoutAccount } from './use-cases/save-payout-account.ts';

const ack = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });
const rawOf = (req: unknown) => (req as { rawBody?: string }).rawBody ?? '';

export function payoutRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vendor/payout-account',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Where and when my payouts are sent',
          tags: ['payouts'],
          response: { 200: payoutAccountDto },
        },
      },
      async (req) => getPayoutAccount(deps, requireAuth(req)),
    );

    app.put(
      '/vendor/payout-account',
      {
        config: { access: ['vendor'], rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Choose where and when my payouts are sent',
          description:
            'A bank account (Paystack Transfers), an M-Pesa or MTN MoMo wallet, or manual. The provider checks the ' +
            'account first: a refusal answers 400 with its reason under the field, and nothing is saved. The account ' +
            'number is never stored (only its last four).',
          tags: ['payouts'],
          body: payoutAccountInput,
          response: { 200: payoutAccountDto },
        },
      },
      async (req) => savePayoutAccount(deps, requireAuth(req), req.body),
    );

    app.get(
      '/vendor/payout-banks',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'The banks payouts can be sent to in a currency',
          tags: ['payouts'],
          querystring: z.object({ currency: z.string().regex(/^[A-Z]{3}$/) }),
          response: { 200: payoutBanksDto },
        },
      },
      async (req) => listPayoutBanks(deps, req.query.currency),
    );

    // The providers' callbacks: the raw body is kept for the adapters that read or check it as sent.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
        (req as { rawBody?: string }).rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('VALIDATION_ERROR', msg('common.bodyNotJson')), undefined);
        }
      });
      const typed = hook.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/payouts/mpesa/:kind/:reference',
        {
          config: { access: 'public', csrf: false, signature: 'mpesa' },
          schema: {
            summary: 'Receive an M-Pesa B2C result',
            description:
              'Called by Daraja about one of our payouts. Unsigned: accepted only with the unguessable token of that ' +
              "payout and kind in its address; the result of our own status question decides. Answers Daraja's " +
              'acknowledgement.',
            tags: ['payouts'],
            params: z.object({ kind: z.enum(['result', 'timeout', 'status']), reference: z.uuid() }),
            querystring: z.object({ token: z.string().max(100).default('') }),
            response: { 200: ack },
          },
        },
        async (req) => {
          await handlePayoutNotification(deps, 'mpesa', {
            kind: req.params.kind,
            reference: req.params.reference,
            token: req.query.token,
            headers: req.headers,
            rawBody: rawOf(req),
          });
          return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
        },
      );

      for (const method of ['POST', 'PUT'] as const) {
        typed.route({
          method,
          url: '/payouts/momo/callback/:reference',
          config: { access: 'public', csrf: false, signature: 'mpesa' },
          schema: {
            summary: `Receive an MTN MoMo disbursement callback (${method})`,
            description:
              'Called by MTN MoMo about one of our payouts. Unsigned: accepted only with the unguessable token of that ' +
              'payout in its address; the transfer status we then ask for decides.',
            tags: ['payouts'],
            params: z.object({ reference: z.uuid() }),
            querystring: z.object({ token: z.string().max(100).default('') }),
            response: { 200: z.object({ ok: z.literal(true) }) },
          },
          handler: async (req) => {
            await handlePayoutNotification(deps, 'momo', {
              reference: req.params.reference,
              token: req.query.token,
              headers: req.headers,
              rawBody: rawOf(req),
            });
            return { ok: true as const };
          },
        });
      }
    });

    app.get(
      '/admin/payouts/transfers',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Automatic payouts with their provider state',
          tags: ['admin'],
          response: { 200: adminPayoutsDto },
        },
      },
      async () => adminPayouts(deps),
    );

    app.post(
      '/admin/payouts/transfers/:id/retry',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Send a payout again (a new one after a failure or reversal)',
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ payoutId: z.string() }) },
        },
      },
      async (req) => retryPayout(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/admin/vendors/:id/payout-hold',
      {
        config: { access: ['admin'] },
        schema: {
          summary: "Hold or resume a vendor's automatic payouts",
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: payoutHoldInput,
          response: { 200: z.object({ held: z.boolean() }) },
        },
      },
      async (req) => holdVendorPayouts(deps, requireAuth(req), req.params.id, req.body),
    );
  };
}
