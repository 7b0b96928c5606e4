import { multiLineText, singleLineText } from '@app/shared/text';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { parseCarrierDate } from './carrier-date.ts';
import { fromCarrierStatus } from './shipment-state.ts';
import * as shipping from './shipping.service.ts';
import { buyLabel } from './use-cases/buy-label.ts';
import { cancelDraftShipment } from './use-cases/cancel-draft-shipment.ts';
import { createShipment } from './use-cases/create-shipment.ts';
import { requoteShipment } from './use-cases/requote-shipment.ts';
import { shipmentRates } from './use-cases/shipment-rates.ts';
import { shippableOrders } from './use-cases/shippable-orders.ts';
import { confirmReceipt } from '../orders/orders.service.ts';
import { confirmReceiptRequest } from '@app/shared/orders';
import { contractMessage, msg } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });
const REPLAY_WINDOW_MS = 5 * 60_000;

export function signCarrierWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function shippingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/shipments',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: { tags: ['shipping'], body: createShipmentRequest, response: { 200: createShipmentResponse } },
      },
      async (req) => createShipment(deps, requireAuth(req), req.body),
    );

    app.post(
      '/shipments/:id/buy',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: {
          tags: ['shipping'],
          params: z.object({ id: z.uuid() }),
          body: buyLabelRequest,
          response: { 200: buyLabelResponse },
        },
      },
      async (req) => buyLabel(deps, requireAuth(req), req.params.id, req.body.rate_id),
    );

    // A draft's stored rates (they survive leaving the page), a fresh quote when they expired, and dropping the draft.
    app.get(
      '/shipments/:id/rates',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: { tags: ['shipping'], params: z.object({ id: z.uuid() }), response: { 200: shipmentRatesResponse } },
      },
      async (req) => shipmentRates(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/shipments/:id/requote',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: { tags: ['shipping'], params: z.object({ id: z.uuid() }), response: { 200: shipmentRatesResponse } },
      },
      async (req) => requoteShipment(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/shipments/:id/cancel',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: { tags: ['shipping'], params: z.object({ id: z.uuid() }), response: { 200: cancelShipmentResponse } },
      },
      async (req) => cancelDraftShipment(deps, requireAuth(req), req.params.id),
    );

    app.get(
      '/shipments/:id/label.pdf',
      {
        config: { access: ['vendor'], apiKey: true },
        schema: { tags: ['shipping'], params: z.object({ id: z.uuid() }) },
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
      { config: { access: ['vendor'] }, schema: { tags: ['shipping'], response: { 200: shippableOrdersResponse } } },
      async (req) => shippableOrders(deps, requireAuth(req)),
    );

    for (const kind of ['commercial-invoice', 'packing-list'] as const) {
      app.get(
        `/shipments/:id/${kind}.pdf`,
        { config: { access: 'user' }, schema: { tags: ['shipping'], params: z.object({ id: z.uuid() }) } },
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
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: trackingEventInput,
          response: { 200: z.object({ applied: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (req) =>
        shipping.recordTrackingEvent(deps, req.params.id, {
          ...req.body,
          occurredAt: new Date(req.body.occurredAt),
          source: 'admin',
          externalId: null,
        }),
    );

    app.get(
      '/admin/shipments',
      {
        config: { access: ['admin'] },
        schema: {
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
          config: { access: 'public', csrf: false },
          schema: {
            tags: ['shipping'],
            body: z.object({
              event_id: z.string().min(1).max(100),
              tracking_number: z.string().min(1).max(60),
              status: z.string().max(40),
              description: multiLineText().max(300).default(''),
              city: singleLineText().max(100).default(''),
              country: z.string().max(100).default(''),
              occurred_at: z.iso.datetime({ offset: true }),
            }),
            response: { 200: z.object({ applied: z.boolean(), duplicate: z.boolean() }) },
          },
        },
        async (req) => {
          const secret = deps.config.SHIPPING_WEBHOOK_SECRET;
          if (!secret) throw new AppError('NOT_FOUND', msg('common.notFound'));
          const timestamp = String(req.headers['x-afb-timestamp'] ?? '');
          const signature = String(req.headers['x-afb-signature'] ?? '');
          const raw = (req as { rawBody?: string }).rawBody ?? '';
          if (!safeEqual(signature, signCarrierWebhook(secret, timestamp, raw)))
            throw new AppError('FORBIDDEN', msg('shipping.webhookSignatureInvalid'));
          const age = Math.abs(deps.clock.now().getTime() - Number(timestamp) * 1000);
          if (!Number.isFinite(age) || age > REPLAY_WINDOW_MS)
            throw new AppError('FORBIDDEN', msg('shipping.webhookTimestampInvalid'));
          const status = fromCarrierStatus(req.body.status);
          if (!status)
            throw new AppError(
              'VALIDATION_ERROR',
              msg('shipping.unknownCarrierStatus', { status: String(req.body.status) }),
            );
          const shipment = await shipping.shipmentByTracking(deps, req.body.tracking_number);
          if (!shipment) throw new AppError('NOT_FOUND', msg('shipping.unknownTrackingNumber'));
          return shipping.recordTrackingEvent(deps, shipment.id, {
            status,
            description: req.body.description,
            city: req.body.city,
            country: req.body.country,
            occurredAt: new Date(req.body.occurred_at),
            source: 'carrier',
            externalId: `carrier:${req.body.event_id}`,
          });
        },
      );
    });

    // Shippo's track_updated webhook; Shippo calls the URL you register, so the secret token travels in it.
    app.post(
      '/shipping/shippo-webhook',
      {
        config: { access: 'public', csrf: false },
        schema: {
          tags: ['shipping'],
          querystring: z.object({ token: z.string().max(200).default('') }),
          body: z
            .object({
              event: z.string(),
              data: z
                .object({
                  tracking_number: z.string(),
                  tracking_status: z
                    .object({
                      object_id: z.string().optional(),
                      status: z.string(),
                      status_details: z.string().optional().default(''),
                      status_date: z.string(),
                      location: z
                        .object({ city: z.string().nullable().optional(), country: z.string().nullable().optional() })
                        .nullable()
                        .optional(),
                    })
                    .nullable(),
                })
                .passthrough(),
            })
            .passthrough(),
          response: { 200: z.object({ applied: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const token = deps.config.SHIPPO_WEBHOOK_TOKEN;
        if (!token) throw new AppError('NOT_FOUND', msg('common.notFound'));
        if (!safeEqual(req.query.token, token)) throw new AppError('FORBIDDEN', msg('shipping.webhookTokenInvalid'));
        const st = req.body.data.tracking_status;
        if (req.body.event !== 'track_updated' || !st) return { applied: false, duplicate: false };
        // A date that is not one is refused before anything is recorded (an Invalid Date used to reach the database and
        // answer 500): Shippo sees the 400 and the event id stays free, so a corrected delivery still applies.
        const occurredAt = parseCarrierDate(st.status_date);
        if (!occurredAt) {
          throw new AppError('VALIDATION_ERROR', msg('shipping.eventDateInvalid'), {
            fields: { 'data.tracking_status.status_date': msg('shipping.eventDateInvalid') },
          });
        }
        const status = fromCarrierStatus(st.status);
        const shipment = await shipping.shipmentByTracking(deps, req.body.data.tracking_number);
        if (!status || !shipment) return { applied: false, duplicate: false };
        return shipping.recordTrackingEvent(deps, shipment.id, {
          status,
          description: st.status_details,
          city: st.location?.city ?? '',
          country: st.location?.country ?? '',
          occurredAt,
          source: 'carrier',
          externalId: `shippo:${st.object_id ?? `${req.body.data.tracking_number}:${st.status}:${st.status_date}`}`,
        });
      },
    );

    app.post(
      '/orders/vendor-orders/:id/confirm-receipt',
      {
        config: { access: 'user' },
        schema: {
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
