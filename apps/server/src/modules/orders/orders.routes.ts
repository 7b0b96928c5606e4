import { multiLineText } from '@app/shared/text';
import { z } from 'zod';
import { phoneMatchesCountry } from '../../lib/phone.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankTransferCheckoutRequest,
  buyerStatsDto,
  captureResponse,
  checkoutRequest,
  checkoutResponse,
  orderDto,
  proformaDto,
  quoteDto,
  quoteRequestInput,
  recordTransferInput,
  recordTransferResponse,
  vendorOrderDto,
} from '@app/shared/orders';
import { vendorMoneyDto } from '@app/shared/money-figures';
import { parseAmountToCents } from '@app/shared/money';
import * as bank from './bank-transfer.service.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { SandboxPaymentProvider } from '../payments/sandbox-provider.ts';
import * as checkout from './checkout.service.ts';
import * as orders from './orders.service.ts';
import { cancelProforma } from './use-cases/cancel-proforma.ts';
import { getProforma } from './use-cases/get-proforma.ts';
import { recordBankTransfer } from './use-cases/record-bank-transfer.ts';
import { startBankTransfer } from './use-cases/start-bank-transfer.ts';
import { contractMessage, msg } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid(contractMessage('orders.notFound')) });
/** A phone that works in the delivery country (the numbering plans stay on the server), whatever way the buyer pays. */
const phoneInDeliveryCountry = phoneMatchesCountry(
  ['contact', 'phone'],
  ['shipping', 'country'],
  'orders.form.phoneInvalidForCountry',
);
const checkoutBody = checkoutRequest.superRefine(phoneInDeliveryCountry);
const bankTransferBody = bankTransferCheckoutRequest.superRefine(phoneInDeliveryCountry);
const quoteRequestBody = quoteRequestInput.superRefine(phoneInDeliveryCountry);

export function orderRoutes(deps: Deps): FastifyPluginAsyncZod {
  const payments = deps.payments;
  return async (app) => {
    app.post(
      '/checkout',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['checkout'], body: checkoutBody, response: { 200: checkoutResponse } },
      },
      async (req) => checkout.startCheckout(deps, payments, requireAuth(req), req.body),
    );

    app.post(
      '/checkout/:id/capture',
      {
        config: { access: 'user' },
        schema: { tags: ['checkout'], params: z.object({ id: z.uuid() }), response: { 200: captureResponse } },
      },
      async (req) => checkout.captureCheckout(deps, payments, requireAuth(req), req.params.id),
    );

    app.get(
      '/orders',
      {
        config: { access: 'user' },
        schema: { tags: ['orders'], response: { 200: z.object({ items: z.array(orderDto) }) } },
      },
      async (req) => ({
        items: await orders.listBuyerOrders(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/orders/stats',
      { config: { access: 'user' }, schema: { tags: ['orders'], response: { 200: buyerStatsDto } } },
      async (req) => orders.buyerStats(deps, requireAuth(req)),
    );

    app.get(
      '/orders/:id',
      { config: { access: 'user' }, schema: { tags: ['orders'], params: idParams, response: { 200: orderDto } } },
      async (req) => orders.getOrder(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/vendor/orders',
      {
        config: { access: ['vendor'] },
        schema: { tags: ['vendor'], response: { 200: z.object({ items: z.array(vendorOrderDto) }) } },
      },
      async (req) => ({
        items: await orders.listVendorOrders(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/vendor/balance',
      { config: { access: ['vendor'] }, schema: { tags: ['vendor'], response: { 200: vendorMoneyDto } } },
      async (req) => orders.vendorBalance(deps, requireAuth(req)),
    );

    app.post(
      '/vendor/orders/:id/accept',
      { config: { access: ['vendor'] }, schema: { tags: ['vendor'], params: idParams, response: { 200: ok } } },
      async (req) => {
        await orders.acceptVendorOrder(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/vendor/orders/:id/cancel',
      {
        config: { access: ['vendor'] },
        schema: {
          tags: ['vendor'],
          params: idParams,
          body: z.object({ reason: multiLineText().min(3, contractMessage('orders.form.cancelReason')).max(500) }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await orders.cancelVendorOrder(deps, payments, requireAuth(req), req.params.id, req.body.reason);
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/vendor-orders/:id/release',
      { config: { access: ['admin'] }, schema: { tags: ['admin'], params: idParams, response: { 200: ok } } },
      async (req) => {
        await orders.releaseEscrow(deps, { id: requireAuth(req).user.id }, req.params.id, 'released by admin');
        return { ok: true as const };
      },
    );

    app.post(
      '/checkout/quote-request',
      {
        config: { access: 'user', rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: { tags: ['checkout'], body: quoteRequestBody, response: { 201: quoteDto } },
      },
      async (req, reply) => reply.code(201).send(await bank.requestQuote(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/checkout/quotes',
      {
        config: { access: 'user' },
        schema: { tags: ['checkout'], response: { 200: z.object({ items: z.array(quoteDto) }) } },
      },
      async (req) => ({
        items: await bank.listMyQuotes(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/checkout/:id/proforma.pdf',
      { config: { access: 'user' }, schema: { tags: ['checkout'], params: z.object({ id: z.uuid() }) } },
      async (req, reply) => {
        const { filename, pdf } = await bank.proformaPdf(deps, requireAuth(req), req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', filename))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/admin/quote-requests',
      {
        config: { access: ['admin'] },
        schema: { tags: ['admin'], response: { 200: z.object({ items: z.array(quoteDto) }) } },
      },
      async () => ({
        items: await bank.listQuoteRequests(deps),
      }),
    );

    app.post(
      '/admin/quote-requests/:id/fee',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: z.object({
            fee: z
              .string()
              .trim()
              .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('orders.form.feeFormat')),
          }),
          response: { 200: quoteDto },
        },
      },
      async (req) => bank.setQuoteFee(deps, requireAuth(req), req.params.id, parseAmountToCents(req.body.fee) ?? -1),
    );

    // Pay by bank transfer against a pro-forma invoice (issue 25): issued here, paid when an admin records the transfer.
    app.post(
      '/checkout/bank-transfer',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['checkout'], body: bankTransferBody, response: { 201: proformaDto } },
      },
      async (req, reply) => reply.code(201).send(await startBankTransfer(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/checkout/:id/proforma',
      {
        config: { access: 'user' },
        schema: { tags: ['checkout'], params: z.object({ id: z.uuid() }), response: { 200: proformaDto } },
      },
      async (req) => getProforma(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/checkout/:id/cancel',
      {
        config: { access: 'user' },
        schema: { tags: ['checkout'], params: z.object({ id: z.uuid() }), response: { 200: proformaDto } },
      },
      async (req) => cancelProforma(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/admin/quote-requests/:id/transfer-received',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: recordTransferInput,
          response: { 200: recordTransferResponse },
        },
      },
      async (req) =>
        recordBankTransfer(deps, requireAuth(req), req.params.id, {
          amountCents: parseAmountToCents(req.body.amount) ?? -1,
          bankReference: req.body.bankReference,
          receivedOn: req.body.receivedOn,
        }),
    );

    /** PayPal sends the buyer back with ?token=<PayPal order id>: find the checkout to capture. */
    app.get(
      '/checkout/provider-order/:token',
      {
        config: { access: 'user' },
        schema: {
          tags: ['checkout'],
          params: z.object({ token: z.string().max(60) }),
          response: { 200: z.object({ checkoutId: z.string(), status: z.string(), orderId: z.string().nullable() }) },
        },
      },
      async (req) => {
        const c = await checkout.checkoutOfProviderOrder(deps, requireAuth(req), req.params.token);
        if (!c) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
        return { checkoutId: c.id, status: c.status, orderId: c.orderId };
      },
    );

    // The sandbox provider's approval (the test-mode page stands in for PayPal's).
    app.get(
      '/payments/sandbox/orders/:token',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          params: z.object({ token: z.string().max(60) }),
          response: {
            200: z.object({
              token: z.string(),
              status: z.string(),
              amountCents: z.number(),
              checkoutId: z.string().nullable(),
            }),
          },
        },
      },
      async (req) => {
        if (!(payments instanceof SandboxPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
        const auth = requireAuth(req);
        // Only the payer (or an admin) reads a sandbox order: the token in a shared link is not a key to someone's payment.
        const order = await payments.getOrderFor(req.params.token, { userId: auth.user.id, isAdmin: isAdmin(auth) });
        const c = await checkout.checkoutOfProviderOrder(deps, auth, req.params.token);
        return {
          token: order.providerOrderId,
          status: order.status,
          amountCents: order.amountCents,
          checkoutId: c?.id ?? null,
        };
      },
    );

    app.post(
      '/payments/sandbox/orders/:token/approve',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          params: z.object({ token: z.string().max(60) }),
          response: { 200: z.object({ status: z.string() }) },
        },
      },
      async (req) => {
        if (!(payments instanceof SandboxPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
        const order = await payments.approve(req.params.token, requireAuth(req).user.id);
        return { status: order.status };
      },
    );
  };
}
