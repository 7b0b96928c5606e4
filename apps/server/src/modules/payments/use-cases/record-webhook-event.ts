import type { Deps } from '../../../deps.ts';
import * as repo from '../payments.repository.ts';

/**
 * Idempotency of providers' webhooks (PayPal, WhatsApp...): records the event and answers true the first time,
 * false for a retry or a duplicate delivery of the same event id.
 */
export async function recordWebhookEvent(
  deps: Deps,
  event: { provider: string; eventId: string; eventType: string },
): Promise<boolean> {
  return repo.insertWebhookEvent(deps.db, { ...event, receivedAt: deps.clock.now() });
}
