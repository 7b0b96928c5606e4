import { describe, expect, it } from 'vitest';
import { ESCROW_STATUSES, ESCROW_TRANSITIONS, assertEscrowTransition, escrowMachine } from './escrow-state.ts';

describe('escrow state machine', () => {
  it('allows exactly HELD -> RELEASED | REFUNDED | PARTIALLY_REFUNDED, and nothing out of a settled escrow', () => {
    for (const from of ESCROW_STATUSES)
      for (const to of ESCROW_STATUSES) {
        const listed = from === 'HELD' && to !== 'HELD';
        expect(ESCROW_TRANSITIONS[from].includes(to), `${from} -> ${to}`).toBe(listed);
        if (listed) expect(() => assertEscrowTransition(from, to)).not.toThrow();
        else
          expect(() => assertEscrowTransition(from, to), `${from} -> ${to}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT', details: { from, to } }),
          );
      }
  });

  it('audits its moves on the vendor order whose status it is', () => {
    expect(escrowMachine.name).toBe('escrow');
    expect(escrowMachine.subjectType).toBe('vendor_order');
    expect(escrowMachine.fromStatesOf('RELEASED')).toEqual(['HELD']);
  });
});
