import type { ExchangeRateDto } from '@app/shared/cart';
import type { Deps } from '../../../deps.ts';
import * as repo from '../fx.repository.ts';
import { toRateDto } from '../rate-dto.ts';

export async function listRates(deps: Deps): Promise<ExchangeRateDto[]> {
  return (await repo.currentRates(deps.db)).map(toRateDto);
}
