import type { Deps } from '../../../deps.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { ManualRefundRequiredError } from '../../payments/payment-provider.ts';

export interface PayBack {
  /** The rail that took the money, and its capture. */
  provider: string;
  captureId: string;
  /** In the minor units of `currency`, the currency the money was received in. */
  amountMinor: number;
  currency: string;
  buyerId: string;
  orderId: string;
  /** The provider's request id: the same refund asked twice applies once. */
  key: string;
  /** What the refund is for, in the logs (`{ vendorOrderId }`, `{ disputeId }`). */
  subject: Record<string, string>;
}

/**
 * After the commit that owes a buyer a refund: the money back through the rail that took it, then the ledger's
 * REFUND_PAID. A rail that cannot refund by itself (bank transfer) or fails leaves the refund owed to the buyer in the
 * ledger, for an admin or the reconciliation. Never inside a database transaction.
 */
export async function payBackThroughRail(deps: Deps, p: PayBack): Promise<void> {
  try {
    const { refundId } = await deps.rails.refunderOf(p.provider).refundCapture(p.captureId, p.amountMinor, p.key);
    await deps.db.transaction((tx) =>
      escrow.refundPaid(
        tx,
        p.buyerId,
        p.amountMinor,
        refundId,
        { orderId: p.orderId, at: deps.clock.now() },
        p.currency,
      ),
    );
  } catch (err) {
    if (err instanceof ManualRefundRequiredError)
      deps.logger.info(
        { ...p.subject, rail: err.provider },
        'refund to be paid back by hand; owed to the buyer meanwhile',
      );
    else deps.logger.error({ err, ...p.subject }, 'provider refund failed; the ledger shows it as owed to the buyer');
  }
}

/**
 * A refund split over the payments that brought the money in (a payment plan's balance has its own capture): each
 * part through its own rail, with the base request id and the part's suffix, so each applies once.
 */
export async function payBackParts(
  deps: Deps,
  parts: { provider: string; captureId: string; refundMinor: number; suffix: string }[],
  p: Omit<PayBack, 'provider' | 'captureId' | 'amountMinor'>,
): Promise<void> {
  for (const part of parts)
    await payBackThroughRail(deps, {
      ...p,
      provider: part.provider,
      captureId: part.captureId,
      amountMinor: part.refundMinor,
      key: `${p.key}${part.suffix}`,
    });
}
