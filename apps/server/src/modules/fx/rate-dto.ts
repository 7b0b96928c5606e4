import type { DisplayCurrency } from '@app/shared/constants';
import type { ExchangeRateDto } from '@app/shared/cart';
import { formatRate } from '@app/shared/money';
import type * as repo from './fx.repository.ts';

export function toRateDto(r: repo.RateRow): ExchangeRateDto {
  return {
    currency: r.currency as DisplayCurrency,
    unitsPerUsd: formatRate(r.unitsPerUsdMicros),
    effectiveDate: r.effectiveDate,
    updatedAt: r.createdAt.toISOString(),
  };
}
