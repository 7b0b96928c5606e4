import { describe, expect, it } from 'vitest';
import { assignShipments, canConfirmReceipt } from './order-parts';

describe('canConfirmReceipt', () => {
  it('allows shipped and delivered parts whose money is held', () => {
    expect(canConfirmReceipt({ status: 'SHIPPED', escrowStatus: 'HELD' })).toBe(true);
    expect(canConfirmReceipt({ status: 'DELIVERED', escrowStatus: 'HELD' })).toBe(true);
  });
  it('refuses parts not shipped yet, released or refunded', () => {
    expect(canConfirmReceipt({ status: 'PLACED', escrowStatus: 'HELD' })).toBe(false);
    expect(canConfirmReceipt({ status: 'ACCEPTED', escrowStatus: 'HELD' })).toBe(false);
    expect(canConfirmReceipt({ status: 'DELIVERED', escrowStatus: 'RELEASED' })).toBe(false);
    expect(canConfirmReceipt({ status: 'SHIPPED', escrowStatus: 'REFUNDED' })).toBe(false);
    expect(canConfirmReceipt({ status: 'COMPLETED', escrowStatus: 'RELEASED' })).toBe(false);
  });
});

describe('assignShipments', () => {
  it('gives a single-vendor order all its shipments', () => {
    expect(assignShipments(['vo1'], ['s1', 's2'])).toEqual({ byPart: { vo1: ['s1', 's2'] }, unassigned: [] });
  });
  it('keeps shipments at the order level with several vendors', () => {
    expect(assignShipments(['vo1', 'vo2'], ['s1'])).toEqual({ byPart: { vo1: [], vo2: [] }, unassigned: ['s1'] });
  });
  it('handles no shipments', () => {
    expect(assignShipments(['vo1'], [])).toEqual({ byPart: { vo1: [] }, unassigned: [] });
  });
});
