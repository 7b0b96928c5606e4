import { describe, expect, it } from 'vitest';
import { inputToMinor, isRefundReference, minorToInput } from './refund-amount';

describe('manual refund amounts', () => {
  it('shows and reads amounts with the currency’s own decimals', () => {
    expect(minorToInput(4059800, 'KES')).toBe('40598.00');
    expect(minorToInput(12500, 'XOF')).toBe('12500');
    expect(inputToMinor('40598.00', 'KES')).toBe(4059800);
    expect(inputToMinor('40598,5', 'KES')).toBe(4059850);
    expect(inputToMinor('12500', 'XOF')).toBe(12500);
    expect(inputToMinor('12500.5', 'XOF')).toBeNull();
    expect(inputToMinor('0', 'KES')).toBeNull();
    expect(inputToMinor('-5', 'KES')).toBeNull();
    expect(inputToMinor('12.345', 'GHS')).toBeNull();
  });

  it('accepts payment references the server accepts', () => {
    expect(isRefundReference('QK12345XYZ')).toBe(true);
    expect(isRefundReference('TRF/2026/11-26')).toBe(true);
    expect(isRefundReference('ab')).toBe(false);
    expect(isRefundReference('has space')).toBe(false);
  });
});
