import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasActiveFilters, parseBrowseParams, toBrowseParams } from './browse-params';

describe('browse filters in the URL', () => {
  it('reads q, category and country', () => {
    expect(parseBrowseParams(new URLSearchParams('q=%20shea%20&category=fashion-beauty&country=Ghana'))).toEqual({
      q: 'shea',
      category: 'fashion-beauty',
      country: 'Ghana',
    });
  });
  it('falls back to all for unknown categories and countries', () => {
    expect(parseBrowseParams(new URLSearchParams('category=weapons&country=Atlantis'))).toEqual(EMPTY_FILTERS);
    expect(parseBrowseParams(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toBrowseParams(EMPTY_FILTERS).toString()).toBe('');
    const filters = { q: 'cocoa beans', category: 'agriculture-farming', country: 'Nigeria' } as const;
    expect(parseBrowseParams(toBrowseParams(filters))).toEqual(filters);
    expect(toBrowseParams({ ...EMPTY_FILTERS, q: '  ' }).toString()).toBe('');
  });
  it('knows when any filter is active', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, country: 'Kenya' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: 'minerals-mining' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: 'tea' })).toBe(true);
  });
});
