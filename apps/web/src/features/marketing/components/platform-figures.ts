import type { TFunction } from '../../../i18n/translator';
import type { PlatformStatsDto } from '@app/shared/platform-stats';
import { shownFigure } from '@app/shared/platform-figures';
import { formatNumber } from '../../../lib/format';

export interface PlatformFigure {
  key: string;
  value: string;
  label: string;
}

/** Below these a count says nothing to a visitor ("1 supplier country"): it is left out. */
const MINIMUM: Record<string, number> = {
  verifiedVendors: 1,
  liveProducts: 1,
  supplierCountries: 2,
  buyerCountries: 2,
};

/**
 * The figures worth showing, in order: counts from their minimum up, and the average rating only when the server gives
 * one (enough reviews). Nothing is rounded up or padded with "+": the value is the count.
 */
export function platformFigures(stats: PlatformStatsDto | undefined, t: TFunction, lang: string): PlatformFigure[] {
  if (!stats) return [];
  const n = (v: number) => formatNumber(v, lang);
  const out: PlatformFigure[] = [];
  const add = (key: string, v: number, label: string) => {
    const shown = shownFigure(v);
    if (shown !== null && shown >= (MINIMUM[key] ?? 1)) out.push({ key, value: n(shown), label });
  };
  add('verifiedVendors', stats.verifiedVendors, t('home.stats.verifiedVendors'));
  add('liveProducts', stats.liveProducts, t('home.stats.liveProducts'));
  add('supplierCountries', stats.supplierCountries, t('home.stats.supplierCountries'));
  if (stats.averageRating !== null) {
    out.push({
      key: 'rating',
      value: `${formatNumber(stats.averageRating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5`,
      label: t('home.stats.rating', { reviews: n(stats.reviews) }),
    });
  } else {
    add('buyerCountries', stats.buyerCountries, t('home.stats.buyerCountries'));
  }
  return out;
}
