import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { fromCarrierStatus } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';
import type { CarrierWebhookBody } from '../webhook-bodies.ts';
import { signCarrierWebhook } from '../webhook-signature.ts';
import { recordTrackingEvent } from './record-tracking-event.ts';

const REPLAY_WINDOW_MS = 5 * 60_000;

/**
 * POST /api/shipping/carrier-webhook: a carrier's tracking event, signed with SHIPPING_WEBHOOK_SECRET over
 * "<timestamp>.<raw body>"; a timestamp more than five minutes away is refused (replays). Each event id applies once.
 */
export async function recordCarrierWebhook(
  deps: Deps,
  request: { timestamp: string; signature: string; rawBody: string; body: CarrierWebhookBody },
): Promise<{ applied: boolean; duplicate: boolean }> {
  const secret = deps.config.SHIPPING_WEBHOOK_SECRET;
  if (!secret) throw new AppError('NOT_FOUND', msg('common.notFound'));
  const { timestamp, body } = request;
  if (!safeEqual(request.signature, signCarrierWebhook(secret, timestamp, request.rawBody)))
    throw new AppError('FORBIDDEN', msg('shipping.webhookSignatureInvalid'));
  const age = Math.abs(deps.clock.now().getTime() - Number(timestamp) * 1000);
  if (!Number.isFinite(age) || age > REPLAY_WINDOW_MS)
    throw new AppError('FORBIDDEN', msg('shipping.webhookTimestampInvalid'));
  const status = fromCarrierStatus(body.status);
  if (!status)
    throw new AppError('VALIDATION_ERROR', msg('shipping.unknownCarrierStatus', { status: String(body.status) }));
  const shipment = await repo.findByTracking(deps.db, body.tracking_number);
  if (!shipment) throw new AppError('NOT_FOUND', msg('shipping.unknownTrackingNumber'));
  return recordTrackingEvent(deps, shipment.id, {
    status,
    description: body.description,
    city: body.city,
    country: body.country,
    occurredAt: new Date(body.occurred_at),
    source: 'carrier',
    externalId: `carrier:${body.event_id}`,
  });
}
