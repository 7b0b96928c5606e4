import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as shipping from './shipping.service.ts';
import { carrierWebhookBody, shippoWebhookBody, webhookResult } from './webhook-bodies.ts';

/** The carriers' tracking webhooks: public, no cookies (no CSRF header), each authenticated by its own secret. */
export function shippingWebhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // The carrier webhook: signed with SHIPPING_WEBHOOK_SECRET over "<timestamp>.<raw body>"; replays refused.
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
        '/shipping/carrier-webhook',
        {
          config: { access: 'public', csrf: false, signature: 'carrier' },
          schema: {
            summary: 'Receive a carrier tracking event',
            description:
              'Called by a carrier: signed with HMAC-SHA256 over "<timestamp>.<raw body>" (x-afb-signature, ' +
              'x-afb-timestamp); each event id applies once, replays outside the window are refused. 404 when ' +
              'not configured.',
            tags: ['shipping'],
            body: carrierWebhookBody,
            response: { 200: webhookResult },
          },
        },
        async (req) =>
          shipping.recordCarrierWebhook(deps, {
            timestamp: String(req.headers['x-afb-timestamp'] ?? ''),
            signature: String(req.headers['x-afb-signature'] ?? ''),
            rawBody: (req as { rawBody?: string }).rawBody ?? '',
            body: req.body,
          }),
      );
    });

    // Shippo's track_updated webhook; Shippo calls the URL you register, so the secret token travels in it.
    app.post(
      '/shipping/shippo-webhook',
      {
        config: { access: 'public', csrf: false, signature: 'shippo' },
        schema: {
          summary: 'Receive a Shippo tracking update',
          description:
            "Shippo's track_updated webhook, with the secret token in the registered URL (?token=...). 404 when " +
            'not configured.',
          tags: ['shipping'],
          querystring: z.object({ token: z.string().max(200).default('') }),
          body: shippoWebhookBody,
          response: { 200: webhookResult },
        },
      },
      async (req) => shipping.recordShippoWebhook(deps, req.query.token, req.body),
    );
  };
}
