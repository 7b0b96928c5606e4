import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractMessage } from '@app/shared/error-messages';
import {
  repostInput,
  rfqDetailDto,
  rfqDto,
  rfqFiguresDto,
  rfqInput,
  rfqListDto,
  rfqQuoteDto,
  rfqQuoteInput,
  shortlistInput,
  vendorRfqListDto,
} from '@app/shared/rfqs';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { sendPrivateDownload } from '../../http/content-disposition.ts';
import * as rfqs from './rfqs.service.ts';

const rfqParams = z.object({ id: z.uuid(contractMessage('rfqs.notFound')) });
const quoteParams = rfqParams.extend({ offerId: z.uuid(contractMessage('offers.notFound')) });
const buyers = { access: ['buyer'] as const };
const vendors = { access: ['vendor'] as const };

/** Buying requests (issue 22): the buyer posts, matching vendors quote, the buyer compares and accepts one. */
export function rfqRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rfqs',
      {
        config: { ...buyers, rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          summary: 'Post a buying request',
          description: 'Matching vendors (an available product in the category) are notified. 409: 20 open already.',
          tags: ['rfqs'],
          body: rfqInput,
          response: { 201: rfqDto },
        },
      },
      async (req, reply) => reply.code(201).send(await rfqs.postRfq(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/rfqs',
      {
        config: buyers,
        schema: { summary: 'My buying requests', tags: ['rfqs'], response: { 200: rfqListDto } },
      },
      async (req) => ({ items: await rfqs.listMyRfqs(deps, requireAuth(req)) }),
    );

    app.get(
      '/rfqs/open',
      {
        config: vendors,
        schema: {
          summary: 'Open buying requests in my categories',
          description: 'Vendor: with my live quote on each, and the quotes I sent this month (at most 20).',
          tags: ['rfqs'],
          response: { 200: vendorRfqListDto },
        },
      },
      async (req) => rfqs.listOpenRfqs(deps, requireAuth(req)),
    );

    app.get(
      '/rfqs/figures',
      {
        config: vendors,
        schema: {
          summary: 'My buying-request conversion figures',
          description: 'Vendor, last 90 days: requests matched, quotes sent, accepted and ordered, and their rates.',
          tags: ['rfqs'],
          response: { 200: rfqFiguresDto },
        },
      },
      async (req) => rfqs.rfqFigures(deps, requireAuth(req)),
    );

    app.get(
      '/rfqs/:id',
      {
        config: { access: 'user' as const },
        schema: {
          summary: 'A buying request',
          description: 'Its buyer sees every quote; a matching vendor their own; anyone else 404.',
          tags: ['rfqs'],
          params: rfqParams,
          response: { 200: rfqDetailDto },
        },
      },
      async (req) => rfqs.getRfq(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/rfqs/:id/attachments/:attachmentId',
      {
        config: { access: 'user' as const },
        schema: {
          summary: "Download a buying request's file",
          description: 'Its buyer, a vendor of its category (or with a quote on it), an admin; anyone else 404.',
          tags: ['rfqs'],
          params: rfqParams.extend({ attachmentId: z.uuid(contractMessage('common.fileNotFound')) }),
        },
      },
      async (req, reply) => {
        const f = await rfqs.rfqAttachment(deps, requireAuth(req), req.params.id, req.params.attachmentId);
        return sendPrivateDownload(reply, f, { viewable: true });
      },
    );

    app.post(
      '/rfqs/:id/quotes',
      {
        config: { ...vendors, rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Quote on a buying request',
          description: 'One live quote per vendor and request; at most 20 quotes a month.',
          tags: ['rfqs'],
          params: rfqParams,
          body: rfqQuoteInput,
          response: { 201: rfqQuoteDto },
        },
      },
      async (req, reply) => reply.code(201).send(await rfqs.sendQuote(deps, requireAuth(req), req.params.id, req.body)),
    );

    app.post(
      '/rfqs/:id/quotes/:offerId/accept',
      {
        config: buyers,
        schema: {
          summary: 'Accept a quote on my buying request',
          description: 'It goes into my cart at its price; the request is awarded and the other quotes closed.',
          tags: ['rfqs'],
          params: quoteParams,
          response: { 200: rfqDetailDto },
        },
      },
      async (req) => rfqs.acceptQuote(deps, requireAuth(req), req.params.id, req.params.offerId),
    );

    app.post(
      '/rfqs/:id/quotes/:offerId/shortlist',
      {
        config: buyers,
        schema: {
          summary: 'Shortlist a quote on my buying request, or take it off',
          tags: ['rfqs'],
          params: quoteParams,
          body: shortlistInput,
          response: { 200: rfqDetailDto },
        },
      },
      async (req) =>
        rfqs.shortlistQuote(deps, requireAuth(req), req.params.id, req.params.offerId, req.body.shortlisted),
    );

    app.post(
      '/rfqs/:id/close',
      {
        config: buyers,
        schema: {
          summary: 'Close my buying request early',
          tags: ['rfqs'],
          params: rfqParams,
          response: { 200: rfqDto },
        },
      },
      async (req) => rfqs.closeRfq(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/rfqs/:id/repost',
      {
        config: { ...buyers, rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          summary: 'Post a copy of my buying request with a new closing date',
          tags: ['rfqs'],
          params: rfqParams,
          body: repostInput,
          response: { 201: rfqDto },
        },
      },
      async (req, reply) => reply.code(201).send(await rfqs.repostRfq(deps, requireAuth(req), req.params.id, req.body)),
    );
  };
}
