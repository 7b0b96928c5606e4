import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyLabelRequest,
  buyLabelResponse,
  cancelShipmentResponse,
  createShipmentRequest,
  createShipmentResponse,
  SHIPMENT_STATUSES,
  shipmentRatesResponse,
  shippableOrdersResponse,
  trackingByOrderResponse,
  trackingByShipmentResponse,
  trackingEventInput,
} from '@app/shared/shipping';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import * as shipping from './shipping.service.ts';
import { shippingWebhookRoutes } from './shipping-webhooks.routes.ts';
import { webhookResult } from './webhook-bodies.ts';
import { confirmReceipt } from '../orders/orders.service.ts';
import { confirmReceiptRequest } from '@app/shared/orders';
import { contractMessage } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });

/** The carrier webhook's signature (tests sign their requests with it). */
export { signCarrierWebhook } from './webhook-signature.ts';

export function shippingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/shipments',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: 'Create a shipment and get rates',
          description:
            "Vendor (session or API key): for one of my vendor orders, with the parcel; answers the carriers' " +
            'rates and until when they hold.',
          tags: ['shipping'],
          body: createShipmentRequest,
          response: { 200: createShipmentResponse },
        },
      },
      async (req) => shipping.createShipment(deps, requireAuth(req), req.body),
    );

    app.post(
      '/shipments/:id/buy',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: 'Buy a shipping label',
          description:
            "With a rate id from the shipment's rates; answers the carrier, the tracking number and the label URL.",
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
          body: buyLabelRequest,
          response: { 200: buyLabelResponse },
        },
      },
      async (req) => shipping.buyLabel(deps, requireAuth(req), req.params.id, req.body.rate_id),
    );

    // A draft's stored rates (they survive leaving the page), a fresh quote when they expired, and dropping the draft.
    app.get(
      '/shipments/:id/rates',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: "Get my shipment's stored rates",
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
          response: { 200: shipmentRatesResponse },
        },
      },
      async (req) => shipping.shipmentRates(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/shipments/:id/requote',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: 'Quote my shipment again',
          description: 'When the stored rates have expired.',
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
          response: { 200: shipmentRatesResponse },
        },
      },
      async (req) => shipping.requoteShipment(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/shipments/:id/cancel',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: 'Cancel my shipment before a label is bought',
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
          response: { 200: cancelShipmentResponse },
        },
      },
      async (req) => shipping.cancelDraftShipment(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/shipments/:id/label.pdf',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          summary: "Download my shipment's label (PDF, 4x6 in)",
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
        },
      },
      async (req, reply) => {
        const pdf = await shipping.labelPdf(deps, requireAuth(req), req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('inline', `label-${req.params.id.slice(0, 8)}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/shipping/vendor-orders',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'List my orders ready to ship',
          tags: ['shipping'],
          response: { 200: shippableOrdersResponse },
        },
      },
      async (req) => shipping.shippableOrders(deps, requireAuth(req)),
    );

    for (const kind of ['commercial-invoice', 'packing-list'] as const) {
      app.get(
        `/shipments/:id/${kind}.pdf`,
        {
          config: { access: 'user' },
          schema: {
            summary:
              kind === 'commercial-invoice'
                ? 'Download the commercial invoice of a shipment (PDF)'
                : 'Download the packing list of a shipment (PDF)',
            tags: ['shipping'],
            params: z.object({ id: z.uuid() }),
          },
        },
        async (req, reply) => {
          const pdf = await shipping.exportDocument(deps, requireAuth(req), req.params.id, kind);
          return reply
            .type('application/pdf')
            .header('content-disposition', contentDisposition('attachment', `${kind}-${req.params.id.slice(0, 8)}.pdf`))
            .header('cache-control', 'private, no-store')
            .send(pdf);
        },
      );
    }

    app.get(
      '/tracking/order/:orderId',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Track an order',
          description:
            'Public, by order id: the shipments whose label was bought and their events (no addresses, phones or ' +
            'prices).',
          tags: ['shipping'],
          params: z.object({ orderId: z.uuid(contractMessage('shipping.noOrderWithNumber')) }),
          response: { 200: trackingByOrderResponse },
        },
      },
      async (req) => shipping.trackingByOrder(deps, req.params.orderId),
    );

    app.get(
      '/tracking/:shipmentId',
      {
        config: { access: 'user', apiKey: true },
        schema: {
          summary: 'Track one of my shipments',
          tags: ['shipping'],
          params: z.object({ shipmentId: z.uuid() }),
          response: { 200: trackingByShipmentResponse },
        },
      },
      async (req) => shipping.trackingByShipment(deps, requireAuth(req), req.params.shipmentId),
    );

    app.post(
      '/admin/shipments/:id/events',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Record a tracking event',
          description: 'For carriers without a webhook; applied like a carrier event.',
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: trackingEventInput,
          response: { 200: webhookResult },
        },
      },
      async (req) =>
        shipping.recordTrackingEvent(deps, req.params.id, {
          ...req.body,
          occurredAt: new Date(req.body.occurredAt),
          source: 'admin',
          externalId: null,
          actorId: requireAuth(req).user.id,
        }),
    );

    app.get(
      '/admin/shipments',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'List shipments',
          tags: ['admin'],
          querystring: z.object({
            filter: z.union([z.enum(SHIPMENT_STATUSES), z.literal('all'), z.literal('needs_release')]).default('all'),
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
        },
      },
      async (req) =>
        shipping.adminShipments(deps, {
          status: req.query.filter === 'all' || req.query.filter === 'needs_release' ? undefined : req.query.filter,
          needsRelease: req.query.filter === 'needs_release',
          cursor: req.query.cursor,
          limit: req.query.limit,
        }),
    );

    // The carriers' tracking webhooks (signed, public), in their own file.
    await app.register(shippingWebhookRoutes(deps));

    app.post(
      '/orders/vendor-orders/:id/confirm-receipt',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Confirm I received my order',
          description:
            'Buyer: completes the vendor order and releases its escrow to the vendor. Before any carrier ' +
            'delivery event, goodsInHand: true is required (409 GOODS_IN_HAND_REQUIRED).',
          tags: ['orders'],
          params: z.object({ id: z.uuid() }),
          body: confirmReceiptRequest.nullish(),
          response: { 200: ok },
        },
      },
      async (req) => {
        await confirmReceipt(deps, requireAuth(req), req.params.id, req.body ?? {});
        return { ok: true as const };
      },
    );
  };
}
