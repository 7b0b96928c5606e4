import { CARD_PAYMENT_MAX_CENTS, DEFAULT_FEE_TIERS, feeTierProblems, type FeeTier } from '@app/shared/fees';
import type { FeeTiersDto } from '@app/shared/payments';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../payments.repository.ts';

function toTiers(rows: repo.FeeTierRow[]): FeeTier[] {
  return rows.map((r) => ({ upToCents: r.upToCents, rateBps: r.rateBps }));
}

/**
 * The buyer fee tiers in force, for pricing a cart. The table is seeded by a migration and only ever replaced by a
 * valid one; should it be empty or unusable all the same, the seeded tiers apply (and the problem is visible to admins).
 */
export async function feeTiersOf(db: DbOrTx): Promise<FeeTier[]> {
  const tiers = toTiers(await repo.listFeeTiers(db));
  return tiers.length > 0 && feeTierProblems(tiers).length === 0 ? tiers : [...DEFAULT_FEE_TIERS];
}

/** The table as the admin page shows it. */
export async function listFeeTiers(db: DbOrTx): Promise<FeeTiersDto> {
  const rows = await repo.listFeeTiers(db);
  const updated = rows.filter((r) => r.updatedBy !== null).map((r) => r.updatedAt.getTime());
  return {
    tiers: rows.length > 0 ? toTiers(rows) : [...DEFAULT_FEE_TIERS],
    updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
    cardPaymentMaxCents: CARD_PAYMENT_MAX_CENTS,
  };
}
