import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseBrowseParams,
  toBrowseParams,
  type BrowseFilters,
} from './browse-params';

describe('browse filters in the URL', () => {
  it('reads q, category, country, sort and exact', () => {
    expect(
      parseBrowseParams(
        new URLSearchParams('q=%20shea%20&category=fashion-beauty&country=Ghana&sort=price-asc&exact=1'),
      ),
    ).toEqual({
      q: 'shea',
      category: 'fashion-beauty',
      country: 'Ghana',
      sort: 'price-asc',
      exact: true,
    });
  });
  it('falls back to the defaults for unknown categories, countries and sorts', () => {
    expect(parseBrowseParams(new URLSearchParams('category=weapons&country=Atlantis&sort=cheapest'))).toEqual(
      EMPTY_FILTERS,
    );
    expect(parseBrowseParams(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
    expect(parseBrowseParams(new URLSearchParams('sort=PRICE-ASC')).sort).toBe('');
  });
  it('reads each sort the server knows', () => {
    for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const) {
      expect(parseBrowseParams(new URLSearchParams(`sort=${sort}`)).sort).toBe(sort);
    }
  });
  it('keeps "exact" only with a query, and only as 1', () => {
    expect(parseBrowseParams(new URLSearchParams('exact=1')).exact).toBe(false);
    expect(parseBrowseParams(new URLSearchParams('q=cocao&exact=true')).exact).toBe(false);
    expect(toBrowseParams({ ...EMPTY_FILTERS, exact: true }).toString()).toBe('');
    expect(toBrowseParams({ ...EMPTY_FILTERS, q: 'cocao', exact: true }).toString()).toBe('q=cocao&exact=1');
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toBrowseParams(EMPTY_FILTERS).toString()).toBe('');
    const filters: BrowseFilters = {
      q: 'cocoa beans',
      category: 'agriculture-farming',
      country: 'Nigeria',
      sort: 'price-desc',
      exact: false,
    };
    expect(toBrowseParams(filters).toString()).toBe(
      'q=cocoa+beans&category=agriculture-farming&country=Nigeria&sort=price-desc',
    );
    expect(parseBrowseParams(toBrowseParams(filters))).toEqual(filters);
    const exact: BrowseFilters = { ...filters, sort: '', exact: true };
    expect(parseBrowseParams(toBrowseParams(exact))).toEqual(exact);
    expect(toBrowseParams({ ...EMPTY_FILTERS, q: '  ' }).toString()).toBe('');
  });
  it('knows when any filter is active; the order is not a filter', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, country: 'Kenya' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: 'minerals-mining' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: 'tea' })).toBe(true);
  });
});
