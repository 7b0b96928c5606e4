/**
 * The rules of the public platform figures (platform-stats.ts has their contract), without zod: the home page loads
 * this, and a phone should not download a schema library to decide whether to show a number.
 */

/** An average rating is shown only over at least this many reviews. */
export const MIN_REVIEWS_FOR_RATING = 5;

/** A count worth showing: above zero (a "0 vendors" banner says nothing), otherwise null. */
export function shownFigure(n: number | null | undefined): number | null {
  return typeof n === 'number' && n > 0 ? n : null;
}
