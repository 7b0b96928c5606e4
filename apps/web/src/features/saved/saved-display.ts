import type { SupplierReliabilityDto } from '@app/shared/saved';

/** The sign-in page that brings the visitor back to where they are (used by the heart and follow buttons). */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

/** A whole percentage of part in whole, or null when there is nothing to measure yet. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 100) / whole);
}

/** The reliability figures a supplier card shows: on-time delivery and cancellation rates, when data allows. */
export function reliabilitySummary(r: SupplierReliabilityDto): {
  onTimePercent: number | null;
  cancelledPercent: number | null;
} {
  return {
    onTimePercent: percentOf(r.deliveredOnTime, r.deliveredOrders),
    cancelledPercent: percentOf(r.cancelledOrders, r.totalOrders),
  };
}

/** Where "Message" leads: the existing conversation, else a live product's contact dialog, else nowhere. */
export function messageLinkFor(conversationId: string | null, productId: string | null): string | null {
  if (conversationId) return `/messages/${encodeURIComponent(conversationId)}`;
  return productId ? `/products/${encodeURIComponent(productId)}?contact=1` : null;
}

/** A response time in the largest sensible unit: under 2 hours in minutes, under 2 days in hours, else days. */
export function responseTimeParts(seconds: number): { unit: 'minutes' | 'hours' | 'days'; value: number } {
  if (seconds < 2 * 3600) return { unit: 'minutes', value: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 2 * 86_400) return { unit: 'hours', value: Math.round(seconds / 3600) };
  return { unit: 'days', value: Math.round(seconds / 86_400) };
}
