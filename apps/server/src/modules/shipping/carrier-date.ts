/**
 * A carrier's event time (Shippo's `status_date`): an ISO 8601 date and time, such as `2026-11-21T10:00:00Z`,
 * `2026-11-21T11:00:00.123+01:00` or, without an offset, UTC. Null for anything else, including dates that do not
 * exist (`2026-02-30`, which `new Date` would quietly turn into 2 March) and years a tracking event cannot have.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):?(\d{2}))?$/i;

export function parseCarrierDate(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '', zone, oh = '0', om = '0'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1970 || year > 9999 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (Number(oh) > 23 || Number(om) > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), ms);
  const offsetMinutes =
    !zone || zone.toUpperCase() === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(oh) * 60 + Number(om));
  return new Date(utc - offsetMinutes * 60_000);
}
