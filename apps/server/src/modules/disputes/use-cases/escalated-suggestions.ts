import type { EscalatedSuggestionDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { shippingOfVendorOrders } from '../../shipping/shipping.service.ts';
import { partiesOf, promisedDateOf } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';
import { suggestionFromRecords } from '../mediator-steps.ts';

/** How many escalated disputes the /ai list suggests outcomes for (the oldest first). */
export const ESCALATED_SUGGESTIONS_LIMIT = 20;

/** The oldest escalated disputes with the suggested outcome and the rule that fired (admins, /ai hub). */
export async function escalatedSuggestions(deps: Deps): Promise<EscalatedSuggestionDto[]> {
  const rows = await repo.oldestEscalated(deps.db, ESCALATED_SUGGESTIONS_LIMIT);
  const now = deps.clock.now();
  return Promise.all(
    rows.map(async (d) => {
      const parties = await partiesOf(deps.db, d.vendorOrderId);
      const { vo, items } = parties.details;
      const [ships, promisedAt, evidence] = await Promise.all([
        shippingOfVendorOrders(deps.db, [vo.id]),
        promisedDateOf(
          deps.db,
          vo,
          items.map((i) => i.productId),
        ),
        repo.evidenceOf(deps.db, d.id),
      ]);
      return {
        id: d.id,
        orderRef: orderRef(d.orderId),
        buyerName: parties.buyerName,
        vendorName: parties.vendorName,
        reason: d.reason,
        requestedOutcome: d.requestedOutcome,
        requestedRefundCents: d.requestedRefundCents,
        escalationReason: d.escalationReason,
        escalatedAt: d.escalatedAt?.toISOString() ?? null,
        suggestion: suggestionFromRecords(d, { ships, promisedAt, evidenceParties: evidence.map((e) => e.party), now }),
      };
    }),
  );
}
