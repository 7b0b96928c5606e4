/**
 * Checkout (payment attempt) status as data: the allowed moves and the one check. A card checkout goes
 * CREATED -> CAPTURED -> PLACED (or FAILED -> REFUNDED, or EXPIRED unpaid). A bank transfer is either a quote request
 * (QUOTE_REQUESTED, an admin sets the fee) or a pro-forma issued at checkout; both wait in AWAITING_TRANSFER until an
 * admin records the transfer (CAPTURED, then PLACED), the buyer cancels (CANCELLED) or it expires unpaid (EXPIRED).
 * Moves are applied through the machine (lib/state-machine.ts `transition`) with a conditional update from the states
 * this table allows (`fromStatesOf`).
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';
import type { CheckoutStatus } from './orders.schema.ts';

export const checkoutMachine = statusMachine<CheckoutStatus>({
  name: 'checkout',
  transitions: {
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
  },
  refuse: (from, to) =>
    new AppError('CONFLICT', msg('orders.quoteIs', { status: msg(`orders.checkoutStatus.${from}`) }), { from, to }),
});

export const CHECKOUT_TRANSITIONS = checkoutMachine.transitions;

export const canMoveCheckout = (from: CheckoutStatus, to: CheckoutStatus): boolean => checkoutMachine.can(from, to);

/** The states a checkout may move to `to` from (the `from` list of a conditional update). */
export const fromStatesOf = (to: CheckoutStatus): CheckoutStatus[] => checkoutMachine.fromStatesOf(to);

export const assertCheckoutTransition = (from: CheckoutStatus, to: CheckoutStatus): void =>
  checkoutMachine.assert(from, to);
