import { BROWSE_SORTS, type BrowseSort } from '@app/shared/browse-sorts';
import { CATEGORY_IDS, type CategoryId } from '@app/shared/constants';
import { findCountryName } from '@app/shared/country-names';

/**
 * What the browse page filters and sorts by; kept in the URL query string (?q=&category=&country=&sort=&exact=) so
 * results can be shared.
 */
export interface BrowseFilters {
  q: string;
  category: CategoryId | 'all';
  /** '' means every country */
  country: string;
  /** '' means the default order: relevance with a query, newest without */
  sort: BrowseSort | '';
  /** search the words as typed, without the spelling correction */
  exact: boolean;
}

export const EMPTY_FILTERS: BrowseFilters = { q: '', category: 'all', country: '', sort: '', exact: false };

const MAX_QUERY_LENGTH = 200;

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

export function isBrowseSort(value: unknown): value is BrowseSort {
  return typeof value === 'string' && (BROWSE_SORTS as readonly string[]).includes(value);
}

/** Reads the filters from the query string; unknown categories, countries and sorts fall back to the defaults. */
export function parseBrowseParams(params: URLSearchParams): BrowseFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const category = params.get('category');
  const country = params.get('country') ?? '';
  const sort = params.get('sort');
  return {
    q,
    category: isCategoryId(category) ? category : 'all',
    sort: isBrowseSort(sort) ? sort : '',
    exact: q !== '' && params.get('exact') === '1',
    country: findCountryName(country)?.name ?? '',
  };
}

/** The query string for the filters, leaving out defaults so a plain /products stays plain. */
export function toBrowseParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.country) params.set('country', filters.country);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.exact && q) params.set('exact', '1');
  return params;
}

/** Filters narrow the results; the order and the exact-spelling switch are not filters. */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== 'all' || filters.country !== '';
}
