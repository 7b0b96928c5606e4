import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TRANSITIONS,
  assertCheckoutTransition,
  canMoveCheckout,
  checkoutMachine,
  fromStatesOf,
} from './checkout-state.ts';
import type { CheckoutStatus } from './orders.schema.ts';

const ALL = Object.keys(CHECKOUT_TRANSITIONS) as CheckoutStatus[];
const ALLOWED: [CheckoutStatus, CheckoutStatus][] = [
  ['CREATED', 'CAPTURED'],
  ['CREATED', 'EXPIRED'],
  ['CAPTURED', 'PLACED'],
  ['CAPTURED', 'FAILED'],
  ['FAILED', 'REFUNDED'],
  ['QUOTE_REQUESTED', 'AWAITING_TRANSFER'],
  ['QUOTE_REQUESTED', 'CANCELLED'],
  ['AWAITING_TRANSFER', 'AWAITING_TRANSFER'],
  ['AWAITING_TRANSFER', 'CAPTURED'],
  ['AWAITING_TRANSFER', 'CANCELLED'],
  ['AWAITING_TRANSFER', 'EXPIRED'],
];

describe('checkout state machine', () => {
  it('allows exactly the listed moves, and refuses the others with a CONFLICT naming the current state', () => {
    expect(ALL.sort()).toEqual(
      [
        'AWAITING_TRANSFER',
        'CANCELLED',
        'CAPTURED',
        'CREATED',
        'EXPIRED',
        'FAILED',
        'PLACED',
        'QUOTE_REQUESTED',
        'REFUNDED',
      ].sort(),
    );
    for (const from of ALL)
      for (const to of ALL) {
        const listed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(canMoveCheckout(from, to), `${from} -> ${to}`).toBe(listed);
        if (listed) expect(() => assertCheckoutTransition(from, to)).not.toThrow();
        else
          expect(() => assertCheckoutTransition(from, to), `${from} -> ${to}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT', details: { from, to } }),
          );
      }
  });

  it('lists the states a conditional update may start from', () => {
    expect(fromStatesOf('CAPTURED').sort()).toEqual(['AWAITING_TRANSFER', 'CREATED']);
    expect(fromStatesOf('EXPIRED').sort()).toEqual(['AWAITING_TRANSFER', 'CREATED']);
    expect(fromStatesOf('REFUNDED')).toEqual(['FAILED']);
    expect(fromStatesOf('CREATED')).toEqual([]);
    expect(checkoutMachine.fromStatesOf('PLACED')).toEqual(['CAPTURED']);
  });
});
