import { describe, expect, it } from 'vitest';
import type { ShipmentStatus } from '@app/shared/shipping';
import { SHIPMENT_TRANSITIONS, assertShipmentTransition, canMove, shipmentMachine } from './shipment-state.ts';

const ALL = Object.keys(SHIPMENT_TRANSITIONS) as ShipmentStatus[];
const CARRIER: ShipmentStatus[] = ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'];
const ALLOWED: [ShipmentStatus, ShipmentStatus][] = [
  ['PENDING_LABEL', 'LABEL_READY'],
  ['PENDING_LABEL', 'CANCELLED'],
  ...(['LABEL_READY', 'IN_TRANSIT', 'EXCEPTION'] as const).flatMap((from) =>
    CARRIER.map((to): [ShipmentStatus, ShipmentStatus] => [from, to]),
  ),
];

describe('shipment state machine', () => {
  it('allows exactly the listed moves, and refuses the others in the vendor’s words', () => {
    expect([...ALL].sort()).toEqual(
      ['CANCELLED', 'DELIVERED', 'EXCEPTION', 'IN_TRANSIT', 'LABEL_READY', 'PENDING_LABEL'].sort(),
    );
    for (const from of ALL)
      for (const to of ALL) {
        const listed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} -> ${to}`).toBe(listed);
        if (listed) expect(() => assertShipmentTransition(from, to)).not.toThrow();
        else
          expect(() => assertShipmentTransition(from, to), `${from} -> ${to}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT', details: { from, to } }),
          );
      }
    expect(() => assertShipmentTransition('CANCELLED', 'LABEL_READY')).toThrow('This shipment was cancelled');
  });

  it('lists the states each move may start from', () => {
    expect(shipmentMachine.fromStatesOf('CANCELLED')).toEqual(['PENDING_LABEL']);
    expect(shipmentMachine.fromStatesOf('LABEL_READY')).toEqual(['PENDING_LABEL']);
    expect(shipmentMachine.fromStatesOf('DELIVERED').sort()).toEqual(['EXCEPTION', 'IN_TRANSIT', 'LABEL_READY']);
  });
});
