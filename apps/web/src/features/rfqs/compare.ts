/** Comparing the quotes of a buying request: which are live, and which has the lowest landed price per unit. */
import type { RfqQuoteDto } from '@app/shared/rfqs';

/** Quotes still in the running (sent) or chosen (accepted). */
export function isLiveQuote(q: RfqQuoteDto): boolean {
  return q.offer.status === 'SENT' || q.offer.status === 'ACCEPTED';
}

/**
 * The ids of the live quotes with the lowest landed price per unit (ties all count), compared in US cents at the
 * rates in force (the server's `landedUnitUsdCents`), so quotes in different currencies compare. None when no quote
 * is live.
 */
export function lowestLandedIds(quotes: readonly RfqQuoteDto[]): Set<string> {
  let best: number | null = null;
  let ids: string[] = [];
  for (const q of quotes.filter(isLiveQuote)) {
    const value = q.landedUnitUsdCents;
    if (best === null || value < best) {
      best = value;
      ids = [q.offer.id];
    } else if (value === best) ids.push(q.offer.id);
  }
  return new Set(ids);
}

/** Live quotes first (the server already sends them so, cheapest landed first); otherwise its order is kept. */
export function orderQuotes(quotes: readonly RfqQuoteDto[]): RfqQuoteDto[] {
  return [...quotes].sort((a, b) => Number(isLiveQuote(b)) - Number(isLiveQuote(a)));
}
