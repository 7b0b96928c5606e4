/**
 * The orders module's routes: the buyer's orders, the vendor's orders and money, the admins' escrow release; the
 * checkout routes (checkout.routes.ts) and the bank transfer routes (bank-transfer.routes.ts) are registered here too.
 * Each route parses its input with the shared contract, calls one use case and sends its answer.
 */
import { multiLineText } from '@app/shared/text';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceCheckoutRequest, buyerStatsDto, checkoutResponse, orderDto, vendorOrderDto } from '@app/shared/orders';
import { vendorMoneyDto } from '@app/shared/money-figures';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { bankTransferRoutes } from './bank-transfer.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { letterOfCreditRoutes } from './letter-of-credit.routes.ts';
import { productionRoutes } from './production.routes.ts';
import { acceptVendorOrder } from './use-cases/accept-vendor-order.ts';
import { buyerStats } from './use-cases/buyer-stats.ts';
import { cancelLateVendorOrder } from './use-cases/cancel-late-vendor-order.ts';
import { cancelUnpaidBalance } from './use-cases/cancel-unpaid-balance.ts';
import { cancelVendorOrder } from './use-cases/cancel-vendor-order.ts';
import { getOrder } from './use-cases/get-order.ts';
import { listBuyerOrders } from './use-cases/list-buyer-orders.ts';
import { listVendorOrders } from './use-cases/list-vendor-orders.ts';
import { releaseEscrow } from './use-cases/release-escrow.ts';
import { requestBalance } from './use-cases/request-balance.ts';
import { startBalanceCheckout } from './use-cases/start-balance-checkout.ts';
import { vendorBalance } from './use-cases/vendor-balance.ts';
import { contractMessage } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid(contractMessage('orders.notFound')) });

export function orderRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(checkoutRoutes(deps));
    await app.register(bankTransferRoutes(deps));
    await app.register(productionRoutes(deps));
    await app.register(letterOfCreditRoutes(deps));

    app.get(
      '/orders',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my orders',
          tags: ['orders'],
          response: { 200: z.object({ items: z.array(orderDto) }) },
        },
      },
      async (req) => ({
        items: await listBuyerOrders(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/orders/stats',
      {
        config: { access: 'user' },
        schema: { summary: 'Get my order statistics', tags: ['orders'], response: { 200: buyerStatsDto } },
      },
      async (req) => buyerStats(deps, requireAuth(req)),
    );

    app.get(
      '/orders/:id',
      {
        config: { access: 'user' },
        schema: { summary: 'Get one of my orders', tags: ['orders'], params: idParams, response: { 200: orderDto } },
      },
      async (req) => getOrder(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/vendor/orders',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'List the orders I received',
          tags: ['vendor'],
          response: { 200: z.object({ items: z.array(vendorOrderDto) }) },
        },
      },
      async (req) => ({
        items: await listVendorOrders(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/vendor/balance',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Get my balance',
          description: 'Vendor: amounts held in escrow, releasable and paid out.',
          tags: ['vendor'],
          response: { 200: vendorMoneyDto },
        },
      },
      async (req) => vendorBalance(deps, requireAuth(req)),
    );

    app.post(
      '/vendor/orders/:id/accept',
      {
        config: { access: ['vendor'] },
        schema: { summary: 'Accept an order I received', tags: ['vendor'], params: idParams, response: { 200: ok } },
      },
      async (req) => {
        await acceptVendorOrder(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/orders/vendor-orders/:id/cancel-late',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Cancel a part of my order that was not shipped by its ship-by date',
          description:
            'Buyer, ship-by guarantee: allowed once the ship-by date passed with no carrier event, the money held and ' +
            'no dispute open; everything held is refunded. 409 with the reason otherwise; 404 for anyone else.',
          tags: ['orders'],
          params: idParams,
          response: { 200: ok },
        },
      },
      async (req) => {
        await cancelLateVendorOrder(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/orders/vendor-orders/:id/ready-to-ship',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Mark an order I received ready to ship: ask the buyer for the balance',
          description:
            'Vendor (or admin), payment plans with a balance (30-70, 50-50): the balance becomes due and the buyer is ' +
            'notified (in-app, e-mail); a placed order is accepted on the way. 409 when there is no balance to ask ' +
            '(paid in full, already asked, paid, cancelled); 404 for anyone else.',
          tags: ['vendor'],
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await requestBalance(deps, requireAuth(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/orders/vendor-orders/:id/cancel-unpaid',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Cancel an order whose balance the buyer left unpaid',
          description:
            'Vendor (or admin), payment plans: 14 days after asking for the balance with nothing paid, the order is ' +
            'cancelled; the vendor keeps the deposit when the plan says so (30-70, 50-50), else it is refunded. 409 ' +
            'before the days are up, once paid, or while a dispute or fraud hold freezes the money; 404 for anyone else.',
          tags: ['vendor'],
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await cancelUnpaidBalance(deps, requireAuth(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/orders/vendor-orders/:id/balance/checkout',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Pay the balance of a part of my order',
          description:
            'Buyer, payment plans: once the vendor asked for it, the balance (the rest of the goods and the shipping) ' +
            'is paid through a rail that charges the currency the order was paid in, at the amount the server fixed ' +
            'at the order. Then as POST /checkout: approveUrl, capture, webhooks. 409 before it is due, once paid, or ' +
            'on a cancelled order; 404 for anyone else.',
          tags: ['orders'],
          params: idParams,
          body: balanceCheckoutRequest,
          response: { 200: checkoutResponse },
        },
      },
      async (req) => startBalanceCheckout(deps, requireAuth(req), req.params.id, req.body),
    );

    app.post(
      '/vendor/orders/:id/cancel',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Cancel an order I received',
          description: 'The buyer is refunded from escrow.',
          tags: ['vendor'],
          params: idParams,
          body: z.object({ reason: multiLineText().min(3, contractMessage('orders.form.cancelReason')).max(500) }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await cancelVendorOrder(deps, requireAuth(req), req.params.id, req.body.reason);
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/vendor-orders/:id/release',
      {
        config: { access: ['admin'] },
        schema: {
          summary: "Release a vendor order's escrow",
          description: 'Pays the held amount to the vendor. Audited.',
          tags: ['admin'],
          params: idParams,
          response: { 200: ok },
        },
      },
      async (req) => {
        await releaseEscrow(deps, { id: requireAuth(req).user.id }, req.params.id, 'released by admin');
        return { ok: true as const };
      },
    );
  };
}
