import { describe, expect, it } from 'vitest';
import { queueFilter, queueParam, unresolvedCount } from './admin-queue';

describe('the admin dispute queue filter', () => {
  it('opens on every unresolved dispute, keeps the single-status filters, and "all" includes resolved ones', () => {
    expect(queueFilter(null)).toBe('UNRESOLVED');
    expect(queueFilter('')).toBe('UNRESOLVED');
    expect(queueFilter('ESCALATED')).toBe('ESCALATED');
    expect(queueFilter('OPEN')).toBe('OPEN');
    expect(queueFilter('RESOLVED')).toBe('RESOLVED');
    expect(queueFilter('all')).toBe('');
    expect(queueFilter('bogus')).toBe('UNRESOLVED');
  });
  it('round-trips through the URL', () => {
    for (const f of ['UNRESOLVED', 'OPEN', 'OFFERED', 'ESCALATED', 'RESOLVED', ''] as const)
      expect(queueFilter(queueParam(f))).toBe(f);
    expect(queueParam('UNRESOLVED')).toBeNull();
  });
  it('counts the unresolved disputes', () => {
    expect(unresolvedCount({ OPEN: 2, OFFERED: 1, ESCALATED: 3, RESOLVED: 9 })).toBe(6);
  });
});
