import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { onCaptureCompleted } from '../orders/checkout.service.ts';
import { PayPalPaymentProvider } from './paypal-provider.ts';
import { webhookEvents } from './payments.schema.ts';
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
        config: { access: 'public', csrf: false },
        schema: {
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
        const inserted = await deps.db
          .insert(webhookEvents)
          .values({
            provider: 'paypal',
            eventId: req.body.id,
            eventType: req.body.event_type,
            receivedAt: deps.clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return { ok: true as const, duplicate: true };
        const orderId = req.body.resource.supplementary_data?.related_ids?.order_id;
        if (req.body.event_type === 'PAYMENT.CAPTURE.COMPLETED' && orderId && req.body.resource.id) {
          await onCaptureCompleted(deps, provider, orderId, req.body.resource.id);
        }
        return { ok: true as const, duplicate: false };
      },
    );
  };
}
