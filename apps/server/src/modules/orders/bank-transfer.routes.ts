/**
 * Bank transfer routes (registered by orders.routes.ts): the buyer's quote requests and pro-forma invoices (issue 25),
 * and the admins' quote fees and recorded transfers. Each parses its input, calls one use case and sends its answer.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proformaDto, quoteDto, recordTransferInput, recordTransferResponse } from '@app/shared/orders';
import { parseAmountToCents } from '@app/shared/money';
import { contractMessage } from '@app/shared/error-messages';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { bankTransferBody, quoteRequestBody } from './checkout-bodies.ts';
import { cancelProforma } from './use-cases/cancel-proforma.ts';
import { getProforma } from './use-cases/get-proforma.ts';
import { listMyQuotes } from './use-cases/list-my-quotes.ts';
import { listQuoteRequests } from './use-cases/list-quote-requests.ts';
import { proformaPdf } from './use-cases/proforma-pdf.ts';
import { recordBankTransfer } from './use-cases/record-bank-transfer.ts';
import { requestQuote } from './use-cases/request-quote.ts';
import { setQuoteFee } from './use-cases/set-quote-fee.ts';
import { startBankTransfer } from './use-cases/start-bank-transfer.ts';

export function bankTransferRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/quote-request',
      {
        config: { access: 'user', rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Ask for a quote for my cart',
          description:
            'For large orders: the cart is priced and fixed, and the team sets the fee; then pay by bank transfer.',
          tags: ['checkout'],
          body: quoteRequestBody,
          response: { 201: quoteDto },
        },
      },
      async (req, reply) => reply.code(201).send(await requestQuote(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/checkout/quotes',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my quotes and pro-forma invoices',
          tags: ['checkout'],
          response: { 200: z.object({ items: z.array(quoteDto) }) },
        },
      },
      async (req) => ({
        items: await listMyQuotes(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/checkout/:id/proforma.pdf',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Download a pro-forma invoice (PDF)',
          tags: ['checkout'],
          params: z.object({ id: z.uuid() }),
        },
      },
      async (req, reply) => {
        const { filename, pdf } = await proformaPdf(deps, requireAuth(req), req.params.id);
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
        schema: {
          summary: 'List quote requests and pro-forma invoices',
          tags: ['admin'],
          response: { 200: z.object({ items: z.array(quoteDto) }) },
        },
      },
      async () => ({
        items: await listQuoteRequests(deps),
      }),
    );

    app.post(
      '/admin/quote-requests/:id/fee',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Set the fee of a quote',
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
      async (req) => setQuoteFee(deps, requireAuth(req), req.params.id, parseAmountToCents(req.body.fee) ?? -1),
    );

    // Pay by bank transfer against a pro-forma invoice (issue 25): issued here, paid when an admin records the transfer.
    app.post(
      '/checkout/bank-transfer',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Pay my cart by bank transfer',
          description:
            'Prices the cart, reserves the stock and issues a pro-forma invoice with a payment reference; the ' +
            'order is placed when the transfer is recorded.',
          tags: ['checkout'],
          body: bankTransferBody,
          response: { 201: proformaDto },
        },
      },
      async (req, reply) => reply.code(201).send(await startBankTransfer(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/checkout/:id/proforma',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get one of my pro-forma invoices',
          tags: ['checkout'],
          params: z.object({ id: z.uuid() }),
          response: { 200: proformaDto },
        },
      },
      async (req) => getProforma(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/checkout/:id/cancel',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Cancel one of my unpaid pro-forma invoices',
          tags: ['checkout'],
          params: z.object({ id: z.uuid() }),
          response: { 200: proformaDto },
        },
      },
      async (req) => cancelProforma(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/admin/quote-requests/:id/transfer-received',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Record a received bank transfer',
          description:
            'Places the order. 409 TRANSFER_SHORT when the amount is less than the pro-forma total (nothing ' +
            'recorded). Audited.',
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
  };
}
