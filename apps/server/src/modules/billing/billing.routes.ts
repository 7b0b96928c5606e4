/**
 * Invoices and statements (issue 17): routes under /api. Each parses its input, calls one use case and sends its
 * answer; documents are in the reader's language (`?lang=` for a browser link, else Accept-Language, else the
 * account's language).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invoiceListDto, statementDto, statementMonth } from '@app/shared/billing';
import { LANGUAGES, type Language } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { negotiateLanguage } from '../../lib/i18n.ts';
import { getStatement } from './use-cases/get-statement.ts';
import { invoicePdf } from './use-cases/invoice-pdf.ts';
import { listInvoices } from './use-cases/list-invoices.ts';
import { statementDocument } from './use-cases/statement-document.ts';

const langQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

function readerLanguage(req: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? negotiateLanguage(req.headers['accept-language'], req.auth?.user.language);
}

function sendDocument(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition('attachment', filename))
    .header('cache-control', 'private, no-store')
    .send(body);
}

const FORMATS = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

export function billingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/invoice.pdf',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Download the invoice and receipt of one of my orders (PDF)',
          description: 'Numbered by the platform (INV-000123) the first time it is downloaded. Buyer and admins only.',
          tags: ['billing'],
          params: z.object({ id: z.uuid() }),
          querystring: langQuery,
        },
      },
      async (req, reply) => {
        const lang = readerLanguage(req, req.query.lang);
        const { filename, pdf } = await invoicePdf(deps, requireAuth(req), req.params.id, lang);
        return sendDocument(reply, FORMATS.pdf, filename, pdf);
      },
    );

    app.get(
      '/billing/invoices',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my orders with their invoice numbers',
          tags: ['billing'],
          response: { 200: invoiceListDto },
        },
      },
      async (req) => ({ items: await listInvoices(deps, requireAuth(req)) }),
    );

    app.get(
      '/vendor/statements',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Get my statement of a month',
          description: 'Opening and closing available balance and every movement, per currency (default: this month).',
          tags: ['billing'],
          querystring: z.object({ month: statementMonth.optional() }),
          response: { 200: statementDto },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        const month = req.query.month ?? deps.clock.now().toISOString().slice(0, 7);
        return getStatement(deps, auth, { vendorId: auth.user.id, month });
      },
    );

    for (const format of ['pdf', 'csv'] as const) {
      app.get(
        `/vendor/statements/:month.${format}`,
        {
          config: { access: ['vendor'] },
          schema: {
            summary: `Download my statement of a month (${format.toUpperCase()})`,
            description: 'Numbered in my own sequence the first time the month is downloaded.',
            tags: ['billing'],
            params: z.object({ month: statementMonth }),
            querystring: langQuery,
          },
        },
        async (req, reply) => {
          const auth = requireAuth(req);
          const lang = readerLanguage(req, req.query.lang);
          const doc = await statementDocument(deps, auth, {
            vendorId: auth.user.id,
            month: req.params.month,
            format,
            lang,
          });
          return sendDocument(reply, FORMATS[format], doc.filename, doc.body);
        },
      );

      app.get(
        `/admin/vendors/:vendorId/statements/:month.${format}`,
        {
          config: { access: ['admin'] },
          schema: {
            summary: `Download a vendor's statement of a month (${format.toUpperCase()})`,
            tags: ['admin'],
            params: z.object({ vendorId: z.uuid(), month: statementMonth }),
            querystring: langQuery,
          },
        },
        async (req, reply) => {
          const lang = readerLanguage(req, req.query.lang);
          const doc = await statementDocument(deps, requireAuth(req), {
            vendorId: req.params.vendorId,
            month: req.params.month,
            format,
            lang,
          });
          return sendDocument(reply, FORMATS[format], doc.filename, doc.body);
        },
      );
    }
  };
}
