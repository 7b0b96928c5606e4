import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { onCaptureCompleted } from '../orders/use-cases/on-capture-completed.ts';
import { PayPalPaymentProvider } from './paypal-provider.ts';
import { recordWebhookEvent } from './use-cases/record-webhook-event.ts';
import { msg } from '@app/shared/error-messages';

const paypalEvent = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().max(100),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
    })
    .passthrough(),
});

export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    /** What the checkout page needs to render the payment button (never a secret). */
    app.get(
      '/config',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get the payment configuration',
          description:
            'What a checkout page needs to render the payment button: the provider, the PayPal client id (never ' +
            'a secret) and the currency.',
          tags: ['payments'],
          response: {
            200: z.object({
              provider: z.enum(['sandbox', 'paypal']),
              paypalClientId: z.string().nullable(),
              currency: z.literal('USD'),
            }),
          },
        },
      },
      async () => ({
        provider: deps.payments.name,
        paypalClientId: deps.payments.name === 'paypal' ? (deps.config.PAYPAL_CLIENT_ID ?? null) : null,
        currency: 'USD' as const,
      }),
    );

    /** PayPal webhooks: signature verified with PayPal, each event applied once. No cookies, so no CSRF header. */
    app.post(
      '/paypal/webhook',
      {
        config: { access: 'public', csrf: false, signature: 'paypal' },
        schema: {
          summary: 'Receive a PayPal webhook event',
          description:
            'Called by PayPal. The signature is verified with PayPal, and each event id is applied once (a ' +
            "repeat answers duplicate: true). PAYMENT.CAPTURE.COMPLETED completes the order's capture. 404 when " +
            'PayPal is not the configured payment provider.',
          tags: ['payments'],
          body: paypalEvent,
          response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const provider = deps.payments;
        if (!(provider instanceof PayPalPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
        if (!(await provider.verifyWebhook(req.headers, req.body)))
          throw new AppError('FORBIDDEN', msg('payments.webhookUnverified'));
        const first = await recordWebhookEvent(deps, {
          provider: 'paypal',
          eventId: req.body.id,
          eventType: req.body.event_type,
        });
        if (!first) return { ok: true as const, duplicate: true };
        const orderId = req.body.resource.supplementary_data?.related_ids?.order_id;
        if (req.body.event_type === 'PAYMENT.CAPTURE.COMPLETED' && orderId && req.body.resource.id) {
          await onCaptureCompleted(deps, provider, orderId, req.body.resource.id);
        }
        return { ok: true as const, duplicate: false };
      },
    );
  };
}
