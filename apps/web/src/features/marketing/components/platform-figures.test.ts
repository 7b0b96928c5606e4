import { describe, expect, it } from 'vitest';
import type { PlatformStatsDto } from '@app/shared/platform-stats';
import { catalogueI18n } from '../../../lib/test-catalogues';
import { platformFigures } from './platform-figures';

const i18n = catalogueI18n();
const t = i18n.getFixedT('en', 'marketing');
const base: PlatformStatsDto = {
  verifiedVendors: 0,
  liveProducts: 0,
  supplierCountries: 0,
  buyerCountries: 0,
  reviews: 0,
  averageRating: null,
  computedAt: '2026-11-21T10:00:00.000Z',
};

describe('platform figures on the home page', () => {
  it('shows nothing on an empty platform (no "0 vendors" banner) and nothing before the figures load', () => {
    expect(platformFigures(base, t, 'en')).toEqual([]);
    expect(platformFigures(undefined, t, 'en')).toEqual([]);
  });

  it('shows the counts as they are, leaves out a single country, and shows a rating only when the server gives one', () => {
    const figures = platformFigures(
      { ...base, verifiedVendors: 5, liveProducts: 1234, supplierCountries: 1, buyerCountries: 3, reviews: 2 },
      t,
      'en',
    );
    expect(figures).toEqual([
      { key: 'verifiedVendors', value: '5', label: 'Verified suppliers' },
      { key: 'liveProducts', value: '1,234', label: 'Products on sale' },
      { key: 'buyerCountries', value: '3', label: 'Buyer countries' },
    ]);
    const rated = platformFigures(
      { ...base, verifiedVendors: 5, supplierCountries: 8, buyerCountries: 3, reviews: 12, averageRating: 4.25 },
      t,
      'en',
    );
    expect(rated.map((f) => f.key)).toEqual(['verifiedVendors', 'supplierCountries', 'rating']);
    expect(rated[2]).toEqual({ key: 'rating', value: '4.3/5', label: 'Average rating (12 reviews)' });
  });

  it('formats in the visitor’s language', () => {
    const fr = platformFigures({ ...base, liveProducts: 1234 }, i18n.getFixedT('fr', 'marketing'), 'fr');
    expect(fr[0]).toMatchObject({ value: '1\u202f234', label: 'Produits en vente' });
  });
});
