/* Zod-free, so the browse page can name its orders without loading the contracts (issue 19). */
/**
 * Browse orders. relevance: the default with a query (exact name, all words in the name, words begun in the name,
 * words elsewhere; newest first within each); newest: the default without one; price: by the price converted to USD
 * at the rates in force; rating: best rated first, then most reviewed.
 */
export const BROWSE_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** The order a browse request gets: the one asked for, else relevance with a query and newest without. */
export function effectiveSort(sort: BrowseSort | undefined, q: string | undefined): BrowseSort {
  const hasQuery = (q ?? '').trim() !== '';
  if (!sort) return hasQuery ? 'relevance' : 'newest';
  return sort === 'relevance' && !hasQuery ? 'newest' : sort;
}
