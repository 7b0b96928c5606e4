import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '@app/shared/constants';
import {
  ADMIN_DISPUTE_FILTERS,
  adminDisputeQueueDto,
  answerOfferRequest,
  decideDisputeRequest,
  disputeDto,
  disputeMessageRequest,
  disputeOptionDto,
  disputeHubStatsDto,
  disputeSummaryDto,
  escalatedSuggestionDto,
  mediatorViewDto,
  openDisputeRequest,
  respondDisputeRequest,
} from '@app/shared/disputes';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import * as disputes from './disputes.service.ts';
import { disputeHubStats, escalatedSuggestions, mediatorView } from './mediator.service.ts';
import { contractMessage, msg } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid(contractMessage('disputes.notFound')) });
const evidenceUpload = z.object({
  id: z.string(),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  url: z.string(),
});

/** Dispute endpoints (docs/api.md, "Disputes"). Ownership is checked in the service with the caller's id. */
export function disputeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/disputes/evidence',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Upload a piece of dispute evidence',
          description:
            'multipart/form-data with one file (image or PDF); answers its id, to attach to a dispute or a ' +
            'dispute message.',
          tags: ['disputes'],
          consumes: ['multipart/form-data'],
          response: { 201: evidenceUpload },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        let file: { filename: string; data: Buffer } | null = null;
        try {
          for await (const part of req.parts({ limits: { fileSize: LIMITS.maxDocumentBytes, files: 1, fields: 2 } })) {
            if (part.type === 'file') file = { filename: part.filename, data: await part.toBuffer() };
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('VALIDATION_ERROR', msg('common.fileTooLarge'), {
              fields: { evidence: msg('common.fileTooLarge') },
            });
          throw err;
        }
        if (!file)
          throw new AppError('VALIDATION_ERROR', msg('common.chooseFile'), {
            fields: { evidence: msg('common.chooseFile') },
          });
        return reply.code(201).send(await disputes.uploadEvidence(deps, auth, file.filename, file.data));
      },
    );

    app.get(
      '/disputes/evidence/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Download a piece of dispute evidence',
          description: 'The file, to the parties of its dispute and admins.',
          tags: ['disputes'],
          params: idParams,
        },
      },
      async (req, reply) => {
        const f = await disputes.evidenceFile(deps, requireAuth(req), req.params.id);
        const disposition = f.mime === 'application/pdf' ? 'attachment' : 'inline';
        return reply
          .type(f.mime)
          .header('content-disposition', contentDisposition(disposition, f.filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(f.data);
      },
    );

    app.post(
      '/disputes',
      {
        config: { access: ['buyer'], rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Open a dispute on an order',
          description: 'Buyer: on one of my vendor orders, with a reason, the outcome asked for and evidence.',
          tags: ['disputes'],
          body: openDisputeRequest,
          response: { 201: disputeDto },
        },
      },
      async (req, reply) => reply.code(201).send(await disputes.openDispute(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/disputes',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my disputes',
          tags: ['disputes'],
          querystring: z.object({ as: z.enum(['buyer', 'vendor', 'any']).default('any') }),
          response: { 200: z.object({ items: z.array(disputeSummaryDto) }) },
        },
      },
      async (req) => ({
        items: await disputes.myDisputes(deps, requireAuth(req), req.query.as),
      }),
    );

    app.get(
      '/disputes/order/:orderId',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get the dispute options of my order',
          description: 'Per vendor order: whether a dispute can be opened, or the open one.',
          tags: ['disputes'],
          params: z.object({ orderId: z.uuid(contractMessage('orders.notFound')) }),
          response: { 200: z.object({ items: z.array(disputeOptionDto) }) },
        },
      },
      async (req) => ({
        items: await disputes.disputeOptions(deps, requireAuth(req), req.params.orderId),
      }),
    );

    app.get(
      '/disputes/stats',
      {
        config: { access: 'public' },
        schema: { summary: 'Get dispute statistics', tags: ['disputes'], response: { 200: disputeHubStatsDto } },
      },
      async () => disputeHubStats(deps),
    );

    app.get(
      '/admin/disputes/suggestions',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'List suggested decisions for escalated disputes',
          tags: ['admin'],
          response: { 200: z.object({ items: z.array(escalatedSuggestionDto) }) },
        },
      },
      async () => ({ items: await escalatedSuggestions(deps) }),
    );

    app.get(
      '/disputes/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get one of my disputes',
          tags: ['disputes'],
          params: idParams,
          response: { 200: disputeDto },
        },
      },
      async (req) => disputes.getDispute(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/disputes/:id/respond',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Respond to a dispute on my order',
          description: 'Vendor: accept, offer a settlement or contest.',
          tags: ['disputes'],
          params: idParams,
          body: respondDisputeRequest,
          response: { 200: disputeDto },
        },
      },
      async (req) => disputes.respondToDispute(deps, requireAuth(req), req.params.id, req.body),
    );

    app.post(
      '/disputes/:id/offer',
      {
        config: { access: ['buyer'] },
        schema: {
          summary: "Accept or reject the vendor's settlement offer",
          tags: ['disputes'],
          params: idParams,
          body: answerOfferRequest,
          response: { 200: disputeDto },
        },
      },
      async (req) => disputes.answerOffer(deps, requireAuth(req), req.params.id, req.body.decision),
    );

    app.post(
      '/disputes/:id/messages',
      {
        config: { access: 'user', rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Post a message in a dispute',
          tags: ['disputes'],
          params: idParams,
          body: disputeMessageRequest,
          response: { 200: disputeDto },
        },
      },
      async (req) => disputes.postMessage(deps, requireAuth(req), req.params.id, req.body.body, req.body.evidenceIds),
    );

    app.get(
      '/admin/disputes',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'List disputes to mediate',
          tags: ['admin'],
          querystring: z.object({ status: z.enum(ADMIN_DISPUTE_FILTERS).optional() }),
          response: { 200: adminDisputeQueueDto },
        },
      },
      async (req) => disputes.adminQueue(deps, req.query.status),
    );

    app.get(
      '/admin/disputes/:id',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Get a dispute for mediation',
          tags: ['admin'],
          params: idParams,
          response: { 200: mediatorViewDto },
        },
      },
      async (req) => mediatorView(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/admin/disputes/:id/decide',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Decide a dispute',
          description: 'Admin: the outcome moves the escrow (release, refund or split) and is audited.',
          tags: ['admin'],
          params: idParams,
          body: decideDisputeRequest,
          response: { 200: disputeDto },
        },
      },
      async (req) => disputes.decideDispute(deps, requireAuth(req), req.params.id, req.body),
    );
  };
}
