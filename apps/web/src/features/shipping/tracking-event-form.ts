import type { ShipmentStatus } from '@app/shared/shipping';

/** Statuses an admin may report in a tracking event (PENDING_LABEL is where shipments start, never an event). */
export const EVENT_STATUSES = [
  'LABEL_READY',
  'IN_TRANSIT',
  'DELIVERED',
  'EXCEPTION',
] as const satisfies readonly ShipmentStatus[];
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The likely next event for a shipment: a ready label goes in transit, a parcel in transit gets delivered. */
export function nextEventStatus(current: string): EventStatus {
  if (current === 'IN_TRANSIT' || current === 'EXCEPTION') return 'DELIVERED';
  if (current === 'DELIVERED') return 'DELIVERED';
  return 'IN_TRANSIT';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the value of an <input type="datetime-local"> (local time, to the minute). */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO date-time (UTC, with Z) of a datetime-local value, or null when it is blank or not a date. */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
