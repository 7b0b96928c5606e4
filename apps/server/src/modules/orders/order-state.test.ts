import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import {
  VENDOR_ORDER_TRANSITIONS,
  assertCancelBeforeShipping,
  assertVendorOrderTransition,
  vendorOrderMachine,
} from './order-state.ts';
import type { VendorOrderStatus } from './orders.schema.ts';

const ALL: VendorOrderStatus[] = ['PLACED', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'];
const ALLOWED: [VendorOrderStatus, VendorOrderStatus][] = [
  ['PLACED', 'ACCEPTED'],
  ['PLACED', 'CANCELLED'],
  ['ACCEPTED', 'SHIPPED'],
  ['ACCEPTED', 'CANCELLED'],
  ['SHIPPED', 'DELIVERED'],
  ['SHIPPED', 'COMPLETED'],
  ['SHIPPED', 'CANCELLED'],
  ['DELIVERED', 'COMPLETED'],
];

describe('vendor order state machine', () => {
  it('lets a vendor or an admin cancel before shipping only (after a label, only the ship-by guarantee cancels)', () => {
    expect(() => assertCancelBeforeShipping('PLACED')).not.toThrow();
    expect(() => assertCancelBeforeShipping('ACCEPTED')).not.toThrow();
    for (const from of ['SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const)
      expect(() => assertCancelBeforeShipping(from), from).toThrow(
        expect.objectContaining({ code: 'CONFLICT', details: { from, to: 'CANCELLED' } }),
      );
  });

  it('allows exactly the listed moves, and refuses the others with a CONFLICT naming both states', () => {
    for (const from of ALL)
      for (const to of ALL) {
        const listed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(VENDOR_ORDER_TRANSITIONS[from].includes(to), `${from} -> ${to}`).toBe(listed);
        expect(vendorOrderMachine.can(from, to), `${from} -> ${to}`).toBe(listed);
        if (listed) expect(() => assertVendorOrderTransition(from, to)).not.toThrow();
        else
          expect(() => assertVendorOrderTransition(from, to), `${from} -> ${to}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT', details: { from, to } }),
          );
      }
    expect(() => assertVendorOrderTransition('COMPLETED', 'CANCELLED')).toThrow(AppError);
  });

  it('lists the states each move may start from', () => {
    expect(vendorOrderMachine.fromStatesOf('COMPLETED').sort()).toEqual(['DELIVERED', 'SHIPPED']);
    expect(vendorOrderMachine.fromStatesOf('CANCELLED').sort()).toEqual(['ACCEPTED', 'PLACED', 'SHIPPED']);
    expect(vendorOrderMachine.fromStatesOf('PLACED')).toEqual([]);
    expect(vendorOrderMachine.subjectType).toBe('vendor_order');
  });
});
