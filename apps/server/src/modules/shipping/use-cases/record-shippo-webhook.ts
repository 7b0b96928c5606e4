import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { parseCarrierDate } from '../carrier-date.ts';
import { fromCarrierStatus } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';
import type { ShippoWebhookBody } from '../webhook-bodies.ts';
import { recordTrackingEvent } from './record-tracking-event.ts';

/**
 * POST /api/shipping/shippo-webhook: Shippo's track_updated event. Shippo calls the URL you register, so the secret
 * token travels in it. Other events, unknown statuses and unknown tracking numbers are acknowledged and ignored.
 */
export async function recordShippoWebhook(
  deps: Deps,
  token: string,
  body: ShippoWebhookBody,
): Promise<{ applied: boolean; duplicate: boolean }> {
  const expected = deps.config.SHIPPO_WEBHOOK_TOKEN;
  if (!expected) throw new AppError('NOT_FOUND', msg('common.notFound'));
  if (!safeEqual(token, expected)) throw new AppError('FORBIDDEN', msg('shipping.webhookTokenInvalid'));
  const st = body.data.tracking_status;
  if (body.event !== 'track_updated' || !st) return { applied: false, duplicate: false };
  // A date that is not one is refused before anything is recorded (an Invalid Date used to reach the database and
  // answer 500): Shippo sees the 400 and the event id stays free, so a corrected delivery still applies.
  const occurredAt = parseCarrierDate(st.status_date);
  if (!occurredAt) {
    throw new AppError('VALIDATION_ERROR', msg('shipping.eventDateInvalid'), {
      fields: { 'data.tracking_status.status_date': msg('shipping.eventDateInvalid') },
    });
  }
  const status = fromCarrierStatus(st.status);
  const shipment = await repo.findByTracking(deps.db, body.data.tracking_number);
  if (!status || !shipment) return { applied: false, duplicate: false };
  return recordTrackingEvent(deps, shipment.id, {
    status,
    description: st.status_details,
    city: st.location?.city ?? '',
    country: st.location?.country ?? '',
    occurredAt,
    source: 'carrier',
    externalId: `shippo:${st.object_id ?? `${body.data.tracking_number}:${st.status}:${st.status_date}`}`,
  });
}
