import type { DisplayCurrency } from '@app/shared/constants';
import type { ExchangeRateDto } from '@app/shared/cart';
import { parseRateToMicros, RATE_SCALE } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { audit } from '../../audit/audit.service.ts';
import * as repo from '../fx.repository.ts';
import { listRates } from './list-rates.ts';
import { msg } from '@app/shared/error-messages';

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
