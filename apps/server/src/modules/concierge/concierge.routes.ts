import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@app/shared/constants';
import {
  askConciergeRequest,
  askConciergeResponse,
  conciergeConfigResponse,
  conversationDto,
  escalateRequest,
  escalateResponse,
  kbArticleDto,
  kbArticleInput,
  whatsappLinkDto,
  whatsappLinkRequest,
} from '@app/shared/concierge';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import * as concierge from './concierge.service.ts';
import * as kb from './knowledge-base.service.ts';
import { llmSettings } from './llm.ts';
import * as whatsapp from './whatsapp.service.ts';
import { TASK_NAMES } from '../jobs/jobs.types.ts';
import { msg } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/** The concierge API: chat, history, articles, the admin knowledge base editor, WhatsApp links and webhook. */
export function conciergeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/concierge/config',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get the concierge configuration',
          tags: ['concierge'],
          response: { 200: conciergeConfigResponse },
        },
      },
      async () => ({
        whatsappNumber: whatsapp.displayNumber(deps.config),
        llm: llmSettings(deps.config) !== null,
      }),
    );

    app.post(
      '/concierge/ask',
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Ask the concierge a question',
          description:
            'Answers from the knowledge base (and a chat model when one is configured), signed in or not; ' +
            'continues a conversation when its id is given.',
          tags: ['concierge'],
          body: askConciergeRequest,
          response: { 200: askConciergeResponse },
        },
      },
      async (req) => concierge.ask(deps, req.auth, req.body),
    );

    app.post(
      '/concierge/escalate',
      {
        config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Hand a concierge conversation to a person',
          description: 'Opens a support ticket from the conversation (or from a new one, before any question).',
          tags: ['concierge'],
          body: escalateRequest,
          response: { 200: escalateResponse },
        },
      },
      async (req) => concierge.escalate(deps, req.auth, req.body),
    );

    app.get(
      '/concierge/history',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get my concierge conversation',
          tags: ['concierge'],
          querystring: z.object({ conversationId: z.uuid().optional() }),
          response: { 200: z.object({ conversation: conversationDto.nullable() }) },
        },
      },
      async (req) => ({ conversation: await concierge.history(deps, req.auth, req.query.conversationId) }),
    );

    app.get(
      '/concierge/articles/:slug',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get a help article',
          tags: ['concierge'],
          params: z.object({ slug: z.string().max(80) }),
          querystring: z.object({ lang: z.enum(LANGUAGES).default('en') }),
          response: { 200: kbArticleDto },
        },
      },
      async (req) => kb.getArticle(deps, req.params.slug, req.query.lang),
    );

    // ---- WhatsApp link of the signed-in account (Settings) ----
    app.get(
      '/concierge/whatsapp-link',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get the WhatsApp number linked to my account',
          tags: ['concierge'],
          response: { 200: whatsappLinkDto },
        },
      },
      async (req) => whatsapp.getLink(deps, requireAuth(req)),
    );
    app.post(
      '/concierge/whatsapp-link',
      {
        config: { access: 'user', rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Link a WhatsApp number to my account',
          description: 'Starts linking the number; the link is confirmed with a one-time code.',
          tags: ['concierge'],
          body: whatsappLinkRequest,
          response: { 200: whatsappLinkDto },
        },
      },
      async (req) => whatsapp.startLink(deps, requireAuth(req), req.body.phone),
    );
    app.delete(
      '/concierge/whatsapp-link',
      {
        config: { access: 'user' },
        schema: { summary: 'Unlink my WhatsApp number', tags: ['concierge'], response: { 200: ok } },
      },
      async (req) => {
        await whatsapp.removeLink(deps, requireAuth(req));
        return { ok: true as const };
      },
    );

    // ---- admin: knowledge base editor and escalated conversations ----
    const adminOnly = { access: ['admin'] as const };
    app.get(
      '/admin/kb/articles',
      {
        config: adminOnly,
        schema: {
          summary: 'List knowledge-base articles',
          tags: ['admin'],
          querystring: z.object({ language: z.enum(LANGUAGES).optional() }),
          response: { 200: z.object({ items: z.array(kbArticleDto) }) },
        },
      },
      async (req) => ({ items: await kb.listArticles(deps, req.query.language) }),
    );
    app.post(
      '/admin/kb/articles',
      {
        config: adminOnly,
        schema: {
          summary: 'Create a knowledge-base article',
          tags: ['admin'],
          body: kbArticleInput,
          response: { 201: kbArticleDto },
        },
      },
      async (req, reply) => reply.code(201).send(await kb.createArticle(deps, requireAuth(req), req.body)),
    );
    app.put(
      '/admin/kb/articles/:id',
      {
        config: adminOnly,
        schema: {
          summary: 'Update a knowledge-base article',
          tags: ['admin'],
          params: idParams,
          body: kbArticleInput,
          response: { 200: kbArticleDto },
        },
      },
      async (req) => kb.updateArticle(deps, requireAuth(req), req.params.id, req.body),
    );
    app.delete(
      '/admin/kb/articles/:id',
      {
        config: adminOnly,
        schema: {
          summary: 'Delete a knowledge-base article',
          tags: ['admin'],
          params: idParams,
          response: { 200: ok },
        },
      },
      async (req) => {
        await kb.deleteArticle(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.get(
      '/admin/concierge/conversations/:id',
      {
        config: adminOnly,
        schema: {
          summary: 'Get an escalated concierge conversation',
          tags: ['admin'],
          params: idParams,
          response: { 200: conversationDto },
        },
      },
      async (req) => concierge.conversationForAdmin(deps, req.params.id),
    );

    // ---- WhatsApp Cloud API webhook ----
    app.get(
      '/whatsapp/webhook',
      {
        config: { access: 'public', signature: 'whatsapp-verify' },
        schema: {
          summary: 'Verify the WhatsApp webhook subscription',
          description:
            'Called by Meta when the webhook is registered: with hub.mode=subscribe and the configured verify ' +
            'token, answers hub.challenge as text.',
          tags: ['whatsapp'],
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().max(200).optional(),
          }),
        },
      },
      async (req, reply) => {
        const { verifyToken } = whatsapp.assertWebhookConfigured(deps.config);
        const q = req.query;
        if (
          q['hub.mode'] !== 'subscribe' ||
          !q['hub.verify_token'] ||
          !safeEqual(q['hub.verify_token'], verifyToken) ||
          !q['hub.challenge']
        ) {
          throw new AppError('FORBIDDEN', msg('concierge.verificationFailed'));
        }
        return reply.type('text/plain').send(q['hub.challenge']);
      },
    );

    // The signed POST needs the raw body for the HMAC: its own JSON parser keeps the text.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
        (req as { rawBody?: string }).rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('VALIDATION_ERROR', msg('common.bodyNotJson')), undefined);
        }
      });
      hook.withTypeProvider<ZodTypeProvider>().post(
        '/whatsapp/webhook',
        {
          config: {
            access: 'public',
            csrf: false,
            signature: 'whatsapp',
            rateLimit: { max: 600, timeWindow: '1 minute' },
          },
          schema: {
            summary: 'Receive WhatsApp messages',
            description:
              'Called by the WhatsApp Cloud API; the body is signed (x-hub-signature-256). Incoming text ' +
              'messages are queued and answered by the concierge right after this 200.',
            tags: ['whatsapp'],
            body: z.object({ object: z.string().optional(), entry: z.array(z.unknown()).optional() }).passthrough(),
            response: { 200: z.object({ received: z.number().int() }) },
          },
        },
        async (req) => {
          const { appSecret } = whatsapp.assertWebhookConfigured(deps.config);
          const raw = (req as { rawBody?: string }).rawBody ?? '';
          const header = req.headers['x-hub-signature-256'];
          if (!whatsapp.validSignature(appSecret, raw, typeof header === 'string' ? header : undefined))
            throw new AppError('FORBIDDEN', msg('shipping.webhookSignatureInvalid'));
          // Answered after this request (a task): Meta wants its 200 fast, and a model may be slow. A message that
          // arrives twice is answered once (the task records its id first).
          const messages = whatsapp.textMessagesOf(req.body);
          for (const m of messages) await deps.queue.send(TASK_NAMES.whatsappReply, { ...m });
          return { received: messages.length };
        },
      );
    });
  };
}
