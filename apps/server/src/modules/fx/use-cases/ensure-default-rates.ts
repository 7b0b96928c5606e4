import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@app/shared/constants';
import { parseRateToMicros } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import * as repo from '../fx.repository.ts';

/**
 * Rates seeded on a new database, and on an older one for each currency it lacks (units per USD); admins keep them
 * current. Products are priced in CURRENCIES; the others (XOF, UGX, EGP, MAD) are for showing prices only.
 */
export const DEFAULT_RATES: Record<DisplayCurrency, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  NGN: '1550',
  GHS: '15.2',
  KES: '129.5',
  ZAR: '18.4',
  XOF: '603',
  UGX: '3700',
  EGP: '48.5',
  MAD: '9.95',
};

export async function ensureDefaultRates(deps: Deps): Promise<void> {
  const existing = new Set((await repo.currentRates(deps.db)).map((r) => r.currency));
  for (const currency of DISPLAY_CURRENCIES) {
    if (existing.has(currency)) continue;
    await repo.insertRate(deps.db, {
      currency,
      unitsPerUsdMicros: parseRateToMicros(DEFAULT_RATES[currency])!,
      effectiveDate: '2026-11-01',
      createdBy: null,
      createdAt: deps.clock.now(),
    });
  }
}
