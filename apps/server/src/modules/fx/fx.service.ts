import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@app/shared/constants';
import type { ExchangeRateDto } from '@app/shared/cart';
import { formatRate, parseRateToMicros, RATE_SCALE, toUsdCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { audit } from '../audit/audit.service.ts';
import * as repo from './fx.repository.ts';
import { msg } from '@app/shared/error-messages';

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

export type RateTable = Map<string, repo.RateRow>;

export async function rateTable(db: DbOrTx): Promise<RateTable> {
  return new Map((await repo.currentRates(db)).map((r) => [r.currency, r]));
}

/** Converts with the table in force; USD is always 1:1. */
export function convertToUsd(table: RateTable, amountCents: number, currency: string): number {
  if (currency === 'USD') return amountCents;
  const rate = table.get(currency);
  if (!rate) throw new AppError('INTERNAL', msg('fx.noRate', { currency }));
  return toUsdCents(amountCents, rate.unitsPerUsdMicros);
}

export function toRateDto(r: repo.RateRow): ExchangeRateDto {
  return {
    currency: r.currency as DisplayCurrency,
    unitsPerUsd: formatRate(r.unitsPerUsdMicros),
    effectiveDate: r.effectiveDate,
    updatedAt: r.createdAt.toISOString(),
  };
}

export async function listRates(deps: Deps): Promise<ExchangeRateDto[]> {
  return (await repo.currentRates(deps.db)).map(toRateDto);
}

export async function setRate(
  deps: Deps,
  auth: AuthContext,
  currency: DisplayCurrency,
  unitsPerUsd: string,
  effectiveDate: string,
): Promise<ExchangeRateDto[]> {
  if (currency === 'USD')
    throw new AppError('VALIDATION_ERROR', msg('fx.usdFixed'), { fields: { currency: msg('fx.usdFixedField') } });
  const micros = parseRateToMicros(unitsPerUsd);
  if (micros === null || micros < RATE_SCALE / 1000) {
    throw new AppError('VALIDATION_ERROR', msg('fx.rateInvalid'), { fields: { unitsPerUsd: msg('fx.rateInvalid') } });
  }
  await deps.db.transaction(async (tx) => {
    await repo.insertRate(tx, {
      currency,
      unitsPerUsdMicros: micros,
      effectiveDate,
      createdBy: auth.user.id,
      createdAt: deps.clock.now(),
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.exchange_rate_set',
      subjectType: 'exchange_rate',
      subjectId: currency,
      data: { unitsPerUsd, effectiveDate },
    });
  });
  return listRates(deps);
}
