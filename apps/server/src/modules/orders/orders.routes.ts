/**
 * The orders module's routes: the buyer's orders, the vendor's orders and money, the admins' escrow release; the
 * checkout routes (checkout.routes.ts) and the bank transfer routes (bank-transfer.routes.ts) are registered here too.
 * Each route parses its input with the shared contract, calls one use case and sends its answer.
 */
import { multiLineText } from '@app/shared/text';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerStatsDto, orderDto, vendorOrderDto } from '@app/shared/orders';
import { vendorMoneyDto } from '@app/shared/money-figures';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { bankTransferRoutes } from './bank-transfer.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { acceptVendorOrder } from './use-cases/accept-vendor-order.ts';
import { buyerStats } from './use-cases/buyer-stats.ts';
import { cancelLateVendorOrder } from './use-cases/cancel-late-vendor-order.ts';
import { cancelVendorOrder } from './use-cases/cancel-vendor-order.ts';
import { getOrder } from './use-cases/get-order.ts';
import { listBuyerOrders } from './use-cases/list-buyer-orders.ts';
import { listVendorOrders } from './use-cases/list-vendor-orders.ts';
import { releaseEscrow } from './use-cases/release-escrow.ts';
import { vendorBalance } from './use-cases/vendor-balance.ts';
import { contractMessage } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid(contractMessage('orders.notFound')) });

export function orderRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(checkoutRoutes(deps));
    await app.register(bankTransferRoutes(deps));

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
