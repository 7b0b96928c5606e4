/**
 * Checkout (payment attempt) status as data: the allowed moves and the one check. A card checkout goes
 * CREATED -> CAPTURED -> PLACED (or FAILED -> REFUNDED, or EXPIRED unpaid). A bank transfer is either a quote request
 * (QUOTE_REQUESTED, an admin sets the fee) or a pro-forma issued at checkout; both wait in AWAITING_TRANSFER until an
 * admin records the transfer (CAPTURED, then PLACED), the buyer cancels (CANCELLED) or it expires unpaid (EXPIRED).
 * Moves are applied with a conditional update from the states this table allows (`fromStatesOf`).
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import type { CheckoutStatus } from './orders.schema.ts';

export const CHECKOUT_TRANSITIONS: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  CREATED: ['CAPTURED', 'EXPIRED'],
  CAPTURED: ['PLACED', 'FAILED'],
  FAILED: ['REFUNDED'],
  QUOTE_REQUESTED: ['AWAITING_TRANSFER', 'CANCELLED'],
  /** AWAITING_TRANSFER -> AWAITING_TRANSFER: an admin changes the fee of a quote. */
  AWAITING_TRANSFER: ['AWAITING_TRANSFER', 'CAPTURED', 'CANCELLED', 'EXPIRED'],
  PLACED: [],
  REFUNDED: [],
  EXPIRED: [],
  CANCELLED: [],
};

export function canMoveCheckout(from: CheckoutStatus, to: CheckoutStatus): boolean {
  return CHECKOUT_TRANSITIONS[from].includes(to);
}

/** The states a checkout may move to `to` from (the `from` list of a conditional update). */
export function fromStatesOf(to: CheckoutStatus): CheckoutStatus[] {
  return (Object.keys(CHECKOUT_TRANSITIONS) as CheckoutStatus[]).filter((from) => canMoveCheckout(from, to));
}

export function assertCheckoutTransition(from: CheckoutStatus, to: CheckoutStatus): void {
  if (!canMoveCheckout(from, to)) {
    throw new AppError('CONFLICT', msg('orders.quoteIs', { status: msg(`orders.checkoutStatus.${from}`) }), {
      from,
      to,
    });
  }
}
