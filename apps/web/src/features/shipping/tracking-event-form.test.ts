import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, fromDateTimeLocal, nextEventStatus, toDateTimeLocal } from './tracking-event-form';

describe('tracking event form', () => {
  it('offers every status but the initial one', () => {
    expect(EVENT_STATUSES).toEqual(['LABEL_READY', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION']);
  });

  it('suggests the next status', () => {
    expect(nextEventStatus('LABEL_READY')).toBe('IN_TRANSIT');
    expect(nextEventStatus('IN_TRANSIT')).toBe('DELIVERED');
    expect(nextEventStatus('EXCEPTION')).toBe('DELIVERED');
    expect(nextEventStatus('SOMETHING')).toBe('IN_TRANSIT');
  });

  it('round-trips a local date-time to the minute', () => {
    const date = new Date(2026, 10, 21, 9, 5, 42);
    const local = toDateTimeLocal(date);
    expect(local).toBe('2026-11-21T09:05');
    const iso = fromDateTimeLocal(local);
    expect(iso).not.toBeNull();
    expect(new Date(iso ?? '').getTime()).toBe(new Date(2026, 10, 21, 9, 5).getTime());
    expect(iso?.endsWith('Z')).toBe(true);
  });

  it('refuses blanks and non-dates', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('yesterday')).toBeNull();
    expect(fromDateTimeLocal('2026-13-45T99:99')).toBeNull();
  });
});
