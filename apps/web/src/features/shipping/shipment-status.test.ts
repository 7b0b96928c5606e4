import { describe, expect, it } from 'vitest';
import {
  ADMIN_SHIPMENT_FILTERS,
  canAddTrackingEvent,
  escrowTone,
  isAdminShipmentFilter,
  needsEscrowRelease,
  newestFirst,
  SHIPMENT_STATUS_TONES,
  shipmentStatusKey,
  shortId,
} from './shipment-status';

describe('shipment status mapping', () => {
  it('keeps the API statuses and maps anything else to a pending-style default', () => {
    for (const s of ['PENDING_LABEL', 'LABEL_READY', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION', 'CANCELLED']) {
      expect(shipmentStatusKey(s)).toBe(s);
    }
    expect(shipmentStatusKey('RETURNED')).toBe('UNKNOWN');
    expect(shipmentStatusKey('in_transit')).toBe('UNKNOWN');
    expect(shipmentStatusKey(undefined)).toBe('UNKNOWN');
    expect(SHIPMENT_STATUS_TONES.UNKNOWN).toBe(SHIPMENT_STATUS_TONES.PENDING_LABEL);
    expect(SHIPMENT_STATUS_TONES.DELIVERED).toBe('green');
    expect(SHIPMENT_STATUS_TONES.EXCEPTION).toBe('red');
  });

  it('colours escrow HELD, RELEASED and anything else in red', () => {
    expect(escrowTone('HELD')).toBe('amber');
    expect(escrowTone('RELEASED')).toBe('green');
    expect(escrowTone('REFUNDED')).toBe('red');
    expect(escrowTone(null)).toBe('red');
  });

  it('needs escrow release only when delivered and still held', () => {
    expect(needsEscrowRelease({ status: 'DELIVERED', escrow_status: 'HELD' })).toBe(true);
    expect(needsEscrowRelease({ status: 'DELIVERED', escrow_status: 'RELEASED' })).toBe(false);
    expect(needsEscrowRelease({ status: 'IN_TRANSIT', escrow_status: 'HELD' })).toBe(false);
  });

  it('allows admin tracking events once a label exists', () => {
    expect(canAddTrackingEvent('PENDING_LABEL')).toBe(false);
    expect(canAddTrackingEvent('CANCELLED')).toBe(false);
    expect(canAddTrackingEvent('LABEL_READY')).toBe(true);
    expect(canAddTrackingEvent('IN_TRANSIT')).toBe(true);
  });

  it('knows the admin filters in screen order', () => {
    expect(ADMIN_SHIPMENT_FILTERS).toEqual([
      'all',
      'PENDING_LABEL',
      'LABEL_READY',
      'IN_TRANSIT',
      'DELIVERED',
      'needs_release',
    ]);
    expect(isAdminShipmentFilter('needs_release')).toBe(true);
    expect(isAdminShipmentFilter('EXCEPTION')).toBe(false);
    expect(isAdminShipmentFilter(null)).toBe(false);
  });

  it('orders events newest first, keeping the server order for ties', () => {
    const events = [
      { id: 'a', event_time: '2026-01-01T10:00:00Z' },
      { id: 'b', event_time: '2026-01-03T10:00:00Z' },
      { id: 'c', event_time: '2026-01-02T10:00:00Z' },
      { id: 'd', event_time: '2026-01-03T10:00:00Z' },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(events.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shortens ids to 8 characters', () => {
    expect(shortId('896c25d9-cad2-44ee-9a83-459b58cb02e4')).toBe('896c25d9');
    expect(shortId(null)).toBe('');
  });
});
