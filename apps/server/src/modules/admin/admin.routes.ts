import { singleLineText, multiLineText } from '@app/shared/text';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleSchema } from '@app/shared/auth';
import { adminOverviewDto, adminReportDto } from '@app/shared/money-figures';
import { parseAmountToCents } from '@app/shared/money';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { adminProducts, moderateProduct } from '../catalog/catalog.service.ts';
import * as users from '../auth/auth.service.ts';
import * as support from '../support/support.service.ts';
import * as admin from './admin.service.ts';
import {
  adminPaymentsDto,
  adminPaymentsQuery,
  feeTiersDto,
  recheckPaymentDto,
  recordManualRefundInput,
  refundsOwedDto,
  replaceFeeTiersInput,
} from '@app/shared/payments';
import { adminPayments } from '../orders/use-cases/admin-payments.ts';
import { recheckPayment } from '../orders/use-cases/recheck-payment.ts';
import { recordManualRefund } from '../orders/use-cases/record-manual-refund.ts';
import { refundsOwed } from '../orders/use-cases/refunds-owed.ts';
import { listFeeTiers } from '../payments/use-cases/list-fee-tiers.ts';
import { replaceFeeTiers } from '../payments/use-cases/replace-fee-tiers.ts';
import { moveTestClock } from './use-cases/move-test-clock.ts';
import { contractMessage, msg } from '@app/shared/error-messages';

const adminOnly = { access: ['admin'] as const };
const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid() });
const period = z.object({ from: z.iso.date(), to: z.iso.date() });

function range(q: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  if (to <= from)
    throw new AppError('VALIDATION_ERROR', msg('admin.endBeforeStart'), {
      fields: { to: msg('admin.endBeforeStart') },
    });
  return { from, to };
}

export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // TEST MODE only: the browser tests move the clock to see a promised date pass (never registered in production)
    if (deps.config.clockControl)
      app.post(
        '/test-mode/clock',
        {
          config: adminOnly,
          schema: {
            summary: 'TEST MODE: move the server clock',
            description: 'Only with CLOCK_CONTROL=true (refused in production): forward by some hours, or reset.',
            tags: ['admin'],
            body: z.union([
              z.object({ advanceHours: z.number().int().min(1).max(2400) }),
              z.object({ reset: z.literal(true) }),
            ]),
            response: { 200: z.object({ now: z.string() }) },
          },
        },
        async (req) => moveTestClock(deps, requireAuth(req), req.body),
      );
    app.get(
      '/overview',
      {
        config: adminOnly,
        schema: { summary: 'Get the admin overview', tags: ['admin'], response: { 200: adminOverviewDto } },
      },
      async () => admin.overview(deps),
    );

    app.get(
      '/users',
      {
        config: adminOnly,
        schema: {
          summary: 'Search users',
          description: 'By name or e-mail, paged with a cursor.',
          tags: ['admin'],
          querystring: z.object({
            q: singleLineText().max(100).optional(),
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(25),
          }),
        },
      },
      async (req) => users.searchUsers(deps, req.query.q || undefined, req.query.cursor, req.query.limit),
    );
    app.get(
      '/users/:id',
      { config: adminOnly, schema: { summary: 'Get a user', tags: ['admin'], params: idParams } },
      async (req) => users.getUserForAdmin(deps, req.params.id),
    );
    app.post(
      '/users/:id/suspend',
      {
        config: adminOnly,
        schema: {
          summary: 'Suspend a user',
          description: "With a reason; the user's sessions end. Audited.",
          tags: ['admin'],
          params: idParams,
          body: z.object({ reason: multiLineText().min(3, contractMessage('admin.form.giveReason')).max(500) }),
        },
      },
      async (req) => users.setUserSuspended(deps, requireAuth(req), req.params.id, true, req.body.reason),
    );
    app.post(
      '/users/:id/reinstate',
      {
        config: adminOnly,
        schema: {
          summary: 'Reinstate a suspended user',
          description: 'Audited.',
          tags: ['admin'],
          params: idParams,
          body: z.object({ reason: multiLineText().max(500).default('') }),
        },
      },
      async (req) => users.setUserSuspended(deps, requireAuth(req), req.params.id, false, req.body.reason),
    );
    app.put(
      '/users/:id/roles',
      {
        config: adminOnly,
        schema: {
          summary: "Set a user's roles",
          description: 'Audited.',
          tags: ['admin'],
          params: idParams,
          body: z.object({ roles: z.array(roleSchema).max(3) }),
        },
      },
      async (req) => users.setUserRoles(deps, requireAuth(req), req.params.id, req.body.roles),
    );

    app.get(
      '/products',
      {
        config: adminOnly,
        schema: {
          summary: 'Search products for moderation',
          tags: ['admin'],
          querystring: z.object({ q: singleLineText().max(100).optional() }),
        },
      },
      async (req) => ({ items: await adminProducts(deps, req.query.q || undefined) }),
    );
    for (const action of ['deactivate', 'reactivate'] as const) {
      app.post(
        `/products/:id/${action}`,
        {
          config: adminOnly,
          schema: {
            summary: action === 'deactivate' ? 'Take a product off sale' : 'Put a product back on sale',
            tags: ['admin'],
            params: idParams,
            body: z.object({
              reason:
                action === 'deactivate'
                  ? multiLineText().min(3, contractMessage('admin.form.giveVendorReason')).max(500)
                  : multiLineText().max(500).default(''),
            }),
          },
        },
        async (req) => moderateProduct(deps, requireAuth(req), req.params.id, action, req.body.reason),
      );
    }

    app.get(
      '/support-tickets',
      {
        config: adminOnly,
        schema: {
          summary: 'List support tickets',
          tags: ['admin'],
          querystring: z.object({ status: z.enum(['open', 'answered', 'closed']).optional() }),
        },
      },
      async (req) => ({ items: await support.listTickets(deps, req.query.status) }),
    );
    app.post(
      '/support-tickets/:id/reply',
      {
        config: adminOnly,
        schema: {
          summary: 'Reply to a support ticket',
          tags: ['admin'],
          params: idParams,
          body: z.object({ message: multiLineText().min(1, contractMessage('admin.form.writeReply')).max(5000) }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await support.replyTicket(deps, requireAuth(req), req.params.id, req.body.message);
        return { ok: true as const };
      },
    );
    app.post(
      '/support-tickets/:id/close',
      {
        config: adminOnly,
        schema: { summary: 'Close a support ticket', tags: ['admin'], params: idParams, response: { 200: ok } },
      },
      async (req) => {
        await support.closeTicket(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/audit',
      {
        config: adminOnly,
        schema: {
          summary: 'Read the audit log',
          tags: ['admin'],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
          response: { 200: z.object({ items: z.array(admin.auditRowDto) }) },
        },
      },
      async (req) => ({ items: await admin.auditLog(deps, req.query.limit) }),
    );

    app.get(
      '/payouts',
      { config: adminOnly, schema: { summary: "List vendors' payout balances", tags: ['admin'] } },
      async () => ({
        items: await admin.payoutBalances(deps),
      }),
    );
    app.post(
      '/payouts',
      {
        config: adminOnly,
        schema: {
          summary: 'Record a payout to a vendor',
          description:
            'The bank transfer made outside the platform, with its reference; written to the ledger. Audited.',
          tags: ['admin'],
          body: z.object({
            vendorId: z.uuid(),
            amount: z
              .string()
              .trim()
              .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('admin.form.amountFormat')),
            reference: singleLineText().min(3, contractMessage('admin.form.bankReference')).max(80),
          }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await admin.recordPayout(
          deps,
          requireAuth(req),
          req.body.vendorId,
          parseAmountToCents(req.body.amount) ?? 0,
          req.body.reference,
        );
        return { ok: true as const };
      },
    );

    // Payments per rail (issue 16): what each provider took, what is pending, failed or refunded, and a re-check.
    app.get(
      '/payments',
      {
        config: adminOnly,
        schema: {
          summary: 'List payments per provider',
          description:
            'Per rail and charge currency: the payments received, pending, failed and refunded (counts and amounts in ' +
            "minor units), and the latest attempts with the provider's references. Filter by rail and state.",
          tags: ['admin'],
          querystring: adminPaymentsQuery,
          response: { 200: adminPaymentsDto },
        },
      },
      async (req) => adminPayments(deps, req.query),
    );
    app.post(
      '/payments/:id/recheck',
      {
        config: { ...adminOnly, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          summary: 'Re-check a payment with its provider',
          description:
            "Asks the rail where the payment stands and settles the checkout as the buyer's return or the " +
            'reconciliation job would (placed when paid, refund retried when it failed). Audited ' +
            '(admin.payment_rechecked).',
          tags: ['admin'],
          params: idParams,
          response: { 200: recheckPaymentDto },
        },
      },
      async (req) => recheckPayment(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/refunds-owed',
      {
        config: adminOnly,
        schema: {
          summary: 'List the refunds still owed to buyers',
          description:
            'Orders with money owed back to the buyer (per currency, oldest first): refunds a rail could not pay ' +
            '(retried by the reconciliation job) and those paid back by hand (M-Pesa, MTN MoMo, bank transfer).',
          tags: ['admin'],
          response: { 200: refundsOwedDto },
        },
      },
      async () => refundsOwed(deps),
    );
    app.post(
      '/orders/:id/manual-refunds',
      {
        config: adminOnly,
        schema: {
          summary: 'Record a refund paid back by hand',
          description:
            'For money a rail cannot refund by itself (M-Pesa, MTN MoMo, bank transfers): records that an operator ' +
            "paid the buyer back, with that payment's reference, at most what is still owed on the order in that " +
            'currency. The same reference again: duplicate, nothing more. Audited (admin.manual_refund_recorded).',
          tags: ['admin'],
          params: idParams,
          body: recordManualRefundInput,
          response: { 200: z.object({ outstandingMinor: z.number().int(), duplicate: z.boolean() }) },
        },
      },
      async (req) => recordManualRefund(deps, requireAuth(req), req.params.id, req.body),
    );

    // The buyer fee tier table (issue 25): read, and replaced as a whole (validated, audited).
    app.get(
      '/fee-tiers',
      {
        config: adminOnly,
        schema: { summary: 'Get the buyer fee tiers', tags: ['admin'], response: { 200: feeTiersDto } },
      },
      async () => listFeeTiers(deps.db),
    );
    app.put(
      '/fee-tiers',
      {
        config: adminOnly,
        schema: {
          summary: 'Replace the buyer fee tiers',
          description: 'The whole table, validated. Audited.',
          tags: ['admin'],
          body: replaceFeeTiersInput,
          response: { 200: feeTiersDto },
        },
      },
      async (req) => replaceFeeTiers(deps, requireAuth(req), req.body),
    );

    app.get(
      '/reports',
      {
        config: adminOnly,
        schema: {
          summary: 'Get the activity report for a period',
          tags: ['admin'],
          querystring: period,
          response: { 200: adminReportDto },
        },
      },
      async (req) => {
        const { from, to } = range(req.query);
        return admin.report(deps, from, to);
      },
    );
    app.get(
      '/reports/ledger.csv',
      {
        config: adminOnly,
        schema: { summary: 'Download the ledger for a period (CSV)', tags: ['admin'], querystring: period },
      },
      async (req, reply) => {
        const { from, to } = range(req.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            contentDisposition('attachment', `ledger-${req.query.from}-${req.query.to}.csv`),
          )
          .send(await admin.ledgerCsv(deps, from, to));
      },
    );
  };
}
