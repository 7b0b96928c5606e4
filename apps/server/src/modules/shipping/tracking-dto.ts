import type * as repo from './shipping.repository.ts';

/** English words of a status, for events whose carrier sent no text of its own. */
const STATUS_WORDS: Record<repo.EventRow['status'], string> = {
  PENDING_LABEL: 'Pending label',
  LABEL_READY: 'Label created',
  IN_TRANSIT: 'In transit',
  DELIVERED: 'Delivered',
  EXCEPTION: 'Delivery exception',
  CANCELLED: 'Cancelled',
};

/** A tracking event as the tracking pages read it. */
export function eventDto(e: repo.EventRow) {
  // The carrier's and the admin's own text is shown as written; ours (a bought label, a carrier event without text) is
  // flagged so each reader sees it in their language.
  const generated = e.source === 'label' || e.description === '';
  return {
    id: e.id,
    event_desc: e.description || STATUS_WORDS[e.status],
    event_time: e.occurredAt.toISOString(),
    status: e.status,
    location: { city: e.city, country: e.country },
    generated,
  };
}
