import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentDto,
  conversationDto,
  conversationListDto,
  inquiryInput,
  MESSAGE_LIMITS,
  messageDto,
  sendMessageInput,
  unreadDto,
} from '@app/shared/messaging';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { sendPrivateDownload } from '../../http/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { liveChannelFor } from './live-channel.ts';
import * as messaging from './messaging.service.ts';
import { contractMessage, msg } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid(contractMessage('messaging.conversationNotFound')) });
const signedIn = { access: 'user' as const };
/** Heartbeat of an event stream: keeps proxies from closing it and refreshes the presence row. */
export const STREAM_HEARTBEAT_MS = 25_000;

export function messagingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const res of streams) res.end();
    });

    app.post(
      '/inquiries',
      {
        config: { ...signedIn, rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Send an inquiry about a product',
          description: "Buyer: starts a new conversation with the product's vendor, who is notified.",
          tags: ['messaging'],
          body: inquiryInput,
          response: { 201: conversationDto },
        },
      },
      async (req, reply) => reply.code(201).send(await messaging.createInquiry(deps, requireAuth(req), req.body)),
    );

    app.post(
      '/attachments',
      {
        config: { ...signedIn, rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Upload a message attachment',
          description: 'multipart/form-data with one file; answers its id, to attach to a message.',
          tags: ['messaging'],
          consumes: ['multipart/form-data'],
          response: { 201: attachmentDto },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        let file: { filename: string; data: Buffer } | null = null;
        try {
          for await (const part of req.parts({
            limits: { fileSize: MESSAGE_LIMITS.maxAttachmentBytes, files: 1, fields: 2 },
          })) {
            if (part.type === 'file') file = { filename: part.filename, data: await part.toBuffer() };
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('VALIDATION_ERROR', msg('common.fileTooLarge'), {
              fields: { file: msg('common.fileTooLarge') },
            });
          throw err;
        }
        if (!file)
          throw new AppError('VALIDATION_ERROR', msg('common.chooseFile'), {
            fields: { file: msg('common.chooseFile') },
          });
        return reply.code(201).send(await messaging.uploadAttachment(deps, auth, file.filename, file.data));
      },
    );

    app.get(
      '/attachments/:id',
      {
        config: signedIn,
        schema: {
          summary: 'Download a message attachment',
          tags: ['messaging'],
          params: z.object({ id: z.uuid(contractMessage('common.fileNotFound')) }),
        },
      },
      async (req, reply) => {
        const f = await messaging.attachmentFile(deps, requireAuth(req), req.params.id);
        return sendPrivateDownload(reply, f, { viewable: true });
      },
    );

    app.get(
      '/conversations',
      {
        config: signedIn,
        schema: {
          summary: 'List my conversations',
          description: 'as=buyer (default) or as=vendor.',
          tags: ['messaging'],
          querystring: z.object({ as: z.enum(['buyer', 'vendor']).default('buyer') }),
          response: { 200: conversationListDto },
        },
      },
      async (req) => messaging.listConversations(deps, requireAuth(req), req.query.as),
    );

    app.get(
      '/unread',
      {
        config: signedIn,
        schema: { summary: 'Count my unread messages', tags: ['messaging'], response: { 200: unreadDto } },
      },
      async (req) => ({ unreadTotal: await messaging.unreadTotal(deps, requireAuth(req)) }),
    );

    app.get(
      '/conversations/:id',
      {
        config: signedIn,
        schema: {
          summary: 'Get one of my conversations with its messages',
          tags: ['messaging'],
          params: idParams,
          response: { 200: conversationDto },
        },
      },
      async (req) => messaging.getConversation(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/conversations/:id/messages',
      {
        config: signedIn,
        schema: {
          summary: 'Send a message in my conversation',
          tags: ['messaging'],
          params: idParams,
          body: sendMessageInput,
          response: { 201: messageDto },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await messaging.sendMessage(deps, requireAuth(req), req.params.id, req.body)),
    );

    for (const [action, status] of [
      ['close', 'closed'],
      ['reopen', 'open'],
    ] as const) {
      app.post(
        `/conversations/:id/${action}`,
        {
          config: signedIn,
          schema: {
            summary: action === 'close' ? 'Close my conversation' : 'Reopen my conversation',
            tags: ['messaging'],
            params: idParams,
            response: { 200: conversationDto },
          },
        },
        async (req) => messaging.setConversationStatus(deps, requireAuth(req), req.params.id, status),
      );
    }

    app.post(
      '/conversations/:id/read',
      {
        config: signedIn,
        schema: {
          summary: 'Mark my conversation read',
          tags: ['messaging'],
          params: idParams,
          response: { 200: unreadDto },
        },
      },
      async (req) => messaging.markRead(deps, requireAuth(req), req.params.id),
    );

    /**
     * Server-sent events for the signed-in user: `message`, `read` and `offer` events name a conversation; the
     * client refetches it. Works across processes: events travel through the database's LISTEN/NOTIFY.
     */
    app.get('/stream', { config: signedIn, schema: { tags: ['messaging'], hide: true } }, async (req, reply) => {
      const auth = requireAuth(req);
      const live = liveChannelFor(deps.database, deps.logger);
      const connectionId = randomUUID();
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      res.flushHeaders();
      let closed = false;
      let unsubscribe: (() => Promise<void>) | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      res.on('close', () => {
        closed = true;
        if (heartbeat) clearInterval(heartbeat);
        streams.delete(res);
        if (unsubscribe) void unsubscribe();
        messaging.streamClosed(deps, connectionId).catch(() => {});
      });
      streams.add(res);
      try {
        unsubscribe = await live.subscribe(auth.user.id, (event) => {
          res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        });
      } catch (err) {
        req.log.error({ err }, 'live channel unavailable');
        res.end();
        return;
      }
      if (closed) {
        void unsubscribe();
        return;
      }
      res.write('retry: 3000\n\n');
      await messaging
        .streamOpened(deps, connectionId, auth.user.id)
        .catch((err: unknown) => req.log.warn({ err }, 'presence not recorded'));
      if (closed) {
        await messaging.streamClosed(deps, connectionId).catch(() => {});
        return;
      }
      res.write(`event: ready\ndata: ${JSON.stringify({ connectionId })}\n\n`);
      heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        messaging
          .streamHeartbeat(deps, connectionId, auth.user.id)
          .catch((err: unknown) => req.log.warn({ err }, 'presence heartbeat failed'));
      }, STREAM_HEARTBEAT_MS);
      heartbeat.unref();
    });
  };
}
