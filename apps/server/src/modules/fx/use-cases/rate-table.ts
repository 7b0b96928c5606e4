import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../fx.repository.ts';

export type RateTable = Map<string, repo.RateRow>;

export async function rateTable(db: DbOrTx): Promise<RateTable> {
  return new Map((await repo.currentRates(db)).map((r) => [r.currency, r]));
}
