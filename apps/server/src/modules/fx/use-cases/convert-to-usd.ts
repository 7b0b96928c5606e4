import { toUsdCents } from '@app/shared/money';
import { AppError } from '../../../lib/errors.ts';
import type { RateTable } from './rate-table.ts';
import { msg } from '@app/shared/error-messages';

/** Converts with the table in force; USD is always 1:1. */
export function convertToUsd(table: RateTable, amountCents: number, currency: string): number {
  if (currency === 'USD') return amountCents;
  const rate = table.get(currency);
  if (!rate) throw new AppError('INTERNAL', msg('fx.noRate', { currency }));
  return toUsdCents(amountCents, rate.unitsPerUsdMicros);
}
