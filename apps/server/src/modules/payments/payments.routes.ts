import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_RAILS, paymentRailDto } from '@app/shared/payments';
import { handlePayoutNotification } from '../payouts/use-cases/handle-payout-notification.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { onCaptureCompleted } from '../orders/use-cases/on-capture-completed.ts';
import { settleProviderPayment } from '../orders/use-cases/settle-provider-payment.ts';
import { PayPalPaymentProvider } from './paypal-provider.ts';
import { PaystackPaymentProvider } from './paystack-provider.ts';
import { MpesaPaymentProvider } from './mpesa-provider.ts';
import { FlutterwavePaymentProvider } from './flutterwave-provider.ts';
import { ownCheckout } from '../orders/use-cases/checkout-payment.ts';
import { requireAuth } from '../../http/access.ts';
import { safeEqual } from '../../lib/tokens.ts';
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

const paystackEvent = z.object({
  event: z.string().max(100),
  data: z
    .object({
      id: z.number().int().optional(),
      reference: z.string().max(120).optional(),
    })
    .passthrough(),
});

const flutterwaveEvent = z.object({
  event: z.string().max(100),
  data: z.object({ id: z.number().int().optional(), tx_ref: z.string().max(120).optional() }).passthrough(),
});

const mpesaCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().max(100),
      ResultCode: z.number().int(),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z
            .array(z.object({ Name: z.string().max(50), Value: z.union([z.string().max(100), z.number()]).optional() }))
            .max(20),
        })
        .optional(),
    }),
  }),
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
              provider: z.enum(PAYMENT_RAILS),
              paypalClientId: z.string().nullable(),
              currency: z.literal('USD'),
              /** Every rail the buyer may choose at checkout, the default first. */
              rails: z.array(paymentRailDto),
            }),
          },
        },
      },
      async () => ({
        provider: deps.rails.default.name,
        paypalClientId: deps.rails.find('paypal') ? (deps.config.PAYPAL_CLIENT_ID ?? null) : null,
        currency: 'USD' as const,
        rails: deps.rails.describe(),
      }),
    );

    // Paystack webhooks: the signature is over the raw body, so this route keeps it.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (req, body, done) => {
        (req as { rawBody?: string }).rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('VALIDATION_ERROR', msg('common.bodyNotJson')), undefined);
        }
      });
      hook.withTypeProvider<ZodTypeProvider>().post(
        '/paystack/webhook',
        {
          config: { access: 'public', csrf: false, signature: 'paystack' },
          schema: {
            summary: 'Receive a Paystack webhook event',
            description:
              'Called by Paystack, signed with x-paystack-signature (hex HMAC-SHA512 of the raw body with the ' +
              "secret key); a bad signature is refused. charge.success settles the checkout through Paystack's " +
              'own verify answer (status, amount and currency must match), never through the event alone, so ' +
              'replayed and duplicated deliveries change nothing. 404 when Paystack is not configured.',
            tags: ['payments'],
            body: paystackEvent,
            response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
          },
        },
        async (req) => {
          const raw = (req as { rawBody?: string }).rawBody ?? '';
          // Paystack sends its transfer events (our payouts, issue 17) to the same address: verified and decided by
          // the payouts module (its provider's key; our status question decides).
          if (req.body.event.startsWith('transfer.')) {
            await handlePayoutNotification(deps, 'paystack', { headers: req.headers, rawBody: raw });
            const first = await recordWebhookEvent(deps, {
              provider: 'paystack',
              eventId: `${req.body.event}:${req.body.data.id ?? req.body.data.reference ?? ''}`.slice(0, 100),
              eventType: req.body.event,
            });
            return { ok: true as const, duplicate: !first };
          }
          const provider = deps.rails.find('paystack');
          if (!(provider instanceof PaystackPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
          const signature = req.headers['x-paystack-signature'];
          if (!provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined))
            throw new AppError('FORBIDDEN', msg('payments.webhookUnverified'));
          const reference = req.body.data.reference;
          if (req.body.event === 'charge.success' && reference) {
            const { known } = await settleProviderPayment(deps, 'paystack', reference);
            if (!known) req.log.warn({ reference }, 'Paystack webhook for an unknown reference');
          }
          const first = await recordWebhookEvent(deps, {
            provider: 'paystack',
            eventId: `${req.body.event}:${req.body.data.id ?? reference ?? ''}`.slice(0, 100),
            eventType: req.body.event,
          });
          return { ok: true as const, duplicate: !first };
        },
      );
    });

    // Flutterwave webhooks: accepted only with our secret hash in verif-hash; the verify answer decides.
    app.post(
      '/flutterwave/webhook',
      {
        config: { access: 'public', csrf: false, signature: 'flutterwave' },
        schema: {
          summary: 'Receive a Flutterwave webhook event',
          description:
            'Called by Flutterwave with the secret hash in verif-hash (compared in constant time; wrong or missing: ' +
            "403). charge.completed settles the checkout through Flutterwave's own verify answer (status, amount and " +
            'currency must match), never through the event alone. 404 when Flutterwave is not configured.',
          tags: ['payments'],
          body: flutterwaveEvent,
          response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const provider = deps.rails.find('flutterwave');
        if (!(provider instanceof FlutterwavePaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
        const hash = req.headers['verif-hash'];
        if (!provider.verifyWebhook(typeof hash === 'string' ? hash : undefined))
          throw new AppError('FORBIDDEN', msg('payments.webhookUnverified'));
        const txRef = req.body.data.tx_ref;
        if (req.body.event === 'charge.completed' && txRef) {
          const { known } = await settleProviderPayment(deps, 'flutterwave', txRef);
          if (!known) req.log.warn({ txRef }, 'Flutterwave webhook for an unknown reference');
        }
        const first = await recordWebhookEvent(deps, {
          provider: 'flutterwave',
          eventId: `${req.body.event}:${req.body.data.id ?? txRef ?? ''}`.slice(0, 100),
          eventType: req.body.event,
        });
        return { ok: true as const, duplicate: !first };
      },
    );

    // M-Pesa Daraja's STK callback: unsigned, so accepted only with the checkout's token; it decides nothing alone.
    app.post(
      '/mpesa/callback/:checkoutId',
      {
        config: { access: 'public', csrf: false, signature: 'mpesa' },
        schema: {
          summary: 'Receive an M-Pesa STK callback',
          description:
            'Called by Daraja when the buyer answers the PIN prompt. Daraja does not sign it: it is accepted only with ' +
            'the unguessable token of that checkout in its address, recorded, and the payment is then confirmed with ' +
            "stkpushquery before any order is placed (amount checked). Answers Daraja's acknowledgement.",
          tags: ['payments'],
          params: z.object({ checkoutId: z.uuid() }),
          querystring: z.object({ token: z.string().max(100).default('') }),
          body: mpesaCallback,
          response: { 200: z.object({ ResultCode: z.literal(0), ResultDesc: z.string() }) },
        },
      },
      async (req) => {
        const provider = deps.rails.find('mpesa');
        if (!(provider instanceof MpesaPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
        if (!safeEqual(req.query.token, provider.callbackToken(req.params.checkoutId)))
          throw new AppError('FORBIDDEN', msg('payments.webhookUnverified'));
        const cb = req.body.Body.stkCallback;
        const item = (name: string) => cb.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
        const amount = item('Amount');
        const receipt = item('MpesaReceiptNumber');
        const id = await provider.recordCallback(req.params.checkoutId, {
          checkoutRequestId: cb.CheckoutRequestID,
          resultCode: cb.ResultCode,
          resultDesc: cb.ResultDesc,
          amount: typeof amount === 'number' ? amount : undefined,
          receipt: typeof receipt === 'string' ? receipt : undefined,
        });
        if (id) await settleProviderPayment(deps, 'mpesa', id);
        return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
      },
    );

    // TEST MODE only: the simulated phone of the M-Pesa and MoMo stand-ins, where the buyer approves or cancels.
    app.post(
      '/:rail/test-phone/:checkoutId',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Answer a mobile-money prompt on the TEST MODE phone',
          description:
            "TEST MODE only (no M-Pesa or MoMo credentials): plays the buyer's phone. 'pin' pays, 'cancel' declines, " +
            'as the buyer would on a real phone (M-Pesa then sends its callback). 404 unless the rail runs in TEST ' +
            "MODE and the checkout is the caller's.",
          tags: ['payments'],
          params: z.object({ rail: z.enum(['mpesa', 'momo']), checkoutId: z.uuid() }),
          body: z.object({ answer: z.enum(['pin', 'cancel']) }),
          response: { 200: z.object({ answered: z.boolean() }) },
        },
      },
      async (req) => {
        const sandbox = deps.rails.testServices[req.params.rail];
        if (!sandbox) throw new AppError('NOT_FOUND', msg('common.notFound'));
        const c = await ownCheckout(deps, requireAuth(req), req.params.checkoutId);
        if (c.provider !== req.params.rail || !c.providerOrderId)
          throw new AppError('NOT_FOUND', msg('common.notFound'));
        return { answered: await sandbox.answer(c.providerOrderId, req.body.answer) };
      },
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
        const provider = deps.rails.find('paypal');
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
          await onCaptureCompleted(deps, orderId, req.body.resource.id);
        }
        return { ok: true as const, duplicate: false };
      },
    );
  };
}
