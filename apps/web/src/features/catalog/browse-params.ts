import { BROWSE_COUNTRIES, CATEGORY_IDS, type CategoryId } from '@app/shared/constants';

/** What the browse page filters by; kept in the URL query string (?q=&category=&country=) so results can be shared. */
export interface BrowseFilters {
  q: string;
  category: CategoryId | 'all';
  /** '' means every country */
  country: string;
}

export const EMPTY_FILTERS: BrowseFilters = { q: '', category: 'all', country: '' };

const MAX_QUERY_LENGTH = 200;

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

/** Reads the filters from the query string; unknown categories and countries fall back to "all". */
export function parseBrowseParams(params: URLSearchParams): BrowseFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const category = params.get('category');
  const country = params.get('country') ?? '';
  return {
    q,
    category: isCategoryId(category) ? category : 'all',
    country: (BROWSE_COUNTRIES as readonly string[]).includes(country) ? country : '',
  };
}

/** The query string for the filters, leaving out defaults so a plain /products stays plain. */
export function toBrowseParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.country) params.set('country', filters.country);
  return params;
}

export function hasActiveFilters(filters: BrowseFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== 'all' || filters.country !== '';
}
