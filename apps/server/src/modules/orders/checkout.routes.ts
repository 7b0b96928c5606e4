/**
 * Card and wallet checkout routes (registered by orders.routes.ts): start, capture, the provider's return page, and
 * the sandbox provider's test-mode approval. Each parses its input, calls one use case and sends its answer.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captureResponse, checkoutResponse } from '@app/shared/orders';
import { checkoutPaymentDto, paymentQuoteDto, paymentQuoteRequest } from '@app/shared/payments';
import { checkoutShippingDto, checkoutShippingRequest } from '@app/shared/checkout-shipping';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { checkoutBody } from './checkout-bodies.ts';
import { approveSandboxOrder } from '../payments/use-cases/approve-sandbox-order.ts';
import { captureCheckout } from './use-cases/capture-checkout.ts';
import { paymentReturn } from './use-cases/payment-return.ts';
import { sandboxOrder } from '../payments/use-cases/sandbox-order.ts';
import { startCheckout } from './use-cases/start-checkout.ts';
import { quoteCheckoutShipping } from './use-cases/quote-checkout-shipping.ts';
import { quotePayment } from './use-cases/quote-payment.ts';
import { checkoutPayment } from './use-cases/checkout-payment.ts';

export function checkoutRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/quote',
      {
        config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          summary: 'Lock the amount my cart costs through a payment rail',
          description:
            "Prices the cart on the server and converts its USD total to the rail's currency at the rate in force, " +
            'locked for 15 minutes: a checkout started with the quote id charges exactly that amount.',
          tags: ['checkout'],
          body: paymentQuoteRequest,
          response: { 200: paymentQuoteDto },
        },
      },
      async (req) => quotePayment(deps, requireAuth(req), req.body),
    );

    app.post(
      '/checkout/shipping',
      {
        config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          summary: 'What shipping my cart costs to an address',
          description:
            "Quotes each vendor's part of the cart for the address (the carrier's cheapest service for the items' " +
            "weight and size from the vendor's origin, or the vendor's flat or free shipping) and answers the totals " +
            'the checkout will charge for it. Lines that cannot be bought are refused with CART_HAS_PROBLEMS.',
          tags: ['checkout'],
          body: checkoutShippingRequest,
          response: { 200: checkoutShippingDto },
        },
      },
      async (req) => quoteCheckoutShipping(deps, requireAuth(req), req.body.shipping),
    );

    app.post(
      '/checkout',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Start paying for my cart',
          description:
            "Prices the cart on the server and creates the payment provider's order; the same idempotency key " +
            'returns the same checkout.',
          tags: ['checkout'],
          body: checkoutBody,
          response: { 200: checkoutResponse },
        },
      },
      async (req) => startCheckout(deps, requireAuth(req), req.body),
    );

    app.post(
      '/checkout/:id/capture',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Capture an approved payment and place the order',
          description:
            'After the buyer approved the payment with the provider. Applies once, whatever the retries. 409 ' +
            'PAYMENT_NOT_APPROVED, OUT_OF_STOCK.',
          tags: ['checkout'],
          params: z.object({ id: z.uuid() }),
          response: { 200: captureResponse },
        },
      },
      async (req) => captureCheckout(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/checkout/:id/payment',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Where my payment stands',
          description:
            "For the page that waits for a payment (M-Pesa's PIN prompt): the checkout's status, rail and charge. " +
            "Anyone else's checkout: 404.",
          tags: ['checkout'],
          params: z.object({ id: z.uuid() }),
          response: { 200: checkoutPaymentDto },
        },
      },
      async (req) => checkoutPayment(deps, requireAuth(req), req.params.id),
    );

    /** PayPal sends the buyer back with ?token=<PayPal order id>: find the checkout to capture. */
    app.get(
      '/checkout/provider-order/:token',
      {
        config: { access: 'user' },
        schema: {
          summary: "Find my checkout from the provider's return",
          description:
            'The provider sends the buyer back with its order id (PayPal: ?token=...; Paystack: ?reference=...).',
          tags: ['checkout'],
          params: z.object({ token: z.string().max(120) }),
          response: { 200: z.object({ checkoutId: z.string(), status: z.string(), orderId: z.string().nullable() }) },
        },
      },
      async (req) => paymentReturn(deps, requireAuth(req), req.params.token),
    );

    // The sandbox provider's approval (the test-mode page stands in for PayPal's).
    app.get(
      '/payments/sandbox/orders/:token',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get a test-mode payment order',
          tags: ['payments'],
          params: z.object({ token: z.string().max(60) }),
          response: {
            200: z.object({
              token: z.string(),
              status: z.string(),
              amountCents: z.number(),
              checkoutId: z.string().nullable(),
            }),
          },
        },
      },
      async (req) => sandboxOrder(deps, requireAuth(req), req.params.token),
    );

    app.post(
      '/payments/sandbox/orders/:token/approve',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Approve a test-mode payment order',
          description: "Test mode only: stands in for the provider's approval page.",
          tags: ['payments'],
          params: z.object({ token: z.string().max(60) }),
          response: { 200: z.object({ status: z.string() }) },
        },
      },
      async (req) => approveSandboxOrder(deps, requireAuth(req), req.params.token),
    );
  };
}
