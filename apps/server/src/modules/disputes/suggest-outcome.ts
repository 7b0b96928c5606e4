/**
 * The mediator's suggested outcome, from explicit rules applied in order (the first that fires wins). Pure: the facts
 * are gathered by the service; tests cover every rule firing and not firing. A suggestion only helps the admin, who
 * always decides.
 */
import type {
  DisputeOutcome,
  DisputeReason,
  RequestedOutcome,
  SuggestionDto,
  VendorResponse,
} from '@app/shared/disputes';

export interface DisputeFacts {
  reason: DisputeReason;
  requestedOutcome: RequestedOutcome;
  requestedRefundCents: number | null;
  /** The carrier (or an admin tracking event) reported the shipment delivered. */
  carrierDelivered: boolean;
  /** The latest tracking event of the vendor order's shipments, if any. */
  lastTrackingAt: Date | null;
  /** See promisedDeliveryAt() in dispute-window.ts. */
  promisedDeliveryAt: Date;
  now: Date;
  buyerEvidenceCount: number;
  vendorEvidenceCount: number;
  vendorResponse: VendorResponse | null;
}

function suggestion(
  outcome: DisputeOutcome | null,
  refundCents: number | null,
  rule: SuggestionDto['rule'],
  explanation: string,
  promisedDeliveryDate: string | null = null,
): SuggestionDto {
  return { outcome, refundCents, rule, explanation, promisedDeliveryDate };
}

const CONDITION_REASONS: readonly DisputeReason[] = ['DAMAGED', 'NOT_AS_DESCRIBED', 'WRONG_QUANTITY'];

export function suggestOutcome(f: DisputeFacts): SuggestionDto {
  // 1. Nothing moved after the date the goods were promised for, and the carrier never delivered: refund everything.
  const trackingAfterPromise = f.lastTrackingAt !== null && f.lastTrackingAt > f.promisedDeliveryAt;
  if (!f.carrierDelivered && f.now > f.promisedDeliveryAt && !trackingAfterPromise) {
    const promised = f.promisedDeliveryAt.toISOString().slice(0, 10);
    return suggestion(
      'FULL_REFUND',
      null,
      'NO_TRACKING_AFTER_PROMISED',
      `The carrier never reported delivery and there is no tracking event after the promised delivery date (${promised}): refund the buyer in full.`,
      promised,
    );
  }
  // 2. The carrier says delivered and the buyer brought no evidence: release to the vendor.
  if (f.carrierDelivered && f.buyerEvidenceCount === 0) {
    return suggestion(
      'RELEASE',
      null,
      'CARRIER_DELIVERED_NO_BUYER_EVIDENCE',
      'The carrier reports the goods delivered and the buyer attached no evidence: release the payment to the vendor.',
    );
  }
  // 3. A condition claim (damaged, not as described, wrong quantity) backed by buyer evidence, which the vendor contested
  //    without any evidence of their own: grant what the buyer asked (the requested partial amount, or a full refund).
  if (
    CONDITION_REASONS.includes(f.reason) &&
    f.buyerEvidenceCount > 0 &&
    f.vendorResponse === 'CONTEST' &&
    f.vendorEvidenceCount === 0
  ) {
    const partial = f.requestedOutcome === 'PARTIAL_REFUND' && f.requestedRefundCents !== null;
    return suggestion(
      partial ? 'PARTIAL_REFUND' : 'FULL_REFUND',
      partial ? f.requestedRefundCents : null,
      'EVIDENCE_UNANSWERED_BY_VENDOR',
      `The buyer backed the claim (${f.reason.toLowerCase().replace(/_/g, ' ')}) with evidence; the vendor contested without any evidence: grant the buyer's request${partial ? ' (partial refund of the requested amount)' : ' (full refund)'}.`,
    );
  }
  return suggestion(null, null, 'NONE', 'No rule applies: weigh the messages and evidence and decide.');
}
