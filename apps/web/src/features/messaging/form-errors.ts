/** Today's date (UTC) as yyyy-mm-dd, for date inputs' `min`. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date `days` after today as yyyy-mm-dd (default validity of a quote). */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Human file size: 532 B, 12 KB, 1.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Attachments the server accepts (it checks the content too). */
export const ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';
