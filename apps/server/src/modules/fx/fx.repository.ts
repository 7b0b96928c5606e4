import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { exchangeRates } from './fx.schema.ts';

export interface RateRow {
  currency: string;
  unitsPerUsdMicros: number;
  effectiveDate: string;
  createdAt: Date;
}

export async function currentRates(db: DbOrTx): Promise<RateRow[]> {
  const rows = await queryRows<{
    currency: string;
    micros: string | number;
    effective_date: string;
    created_at: string | Date;
  }>(
    db,
    sql`select distinct on (currency) currency, units_per_usd_micros as micros, effective_date::text as effective_date, created_at
        from ${exchangeRates} order by currency, effective_date desc, created_at desc`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    unitsPerUsdMicros: Number(r.micros),
    effectiveDate: r.effective_date,
    createdAt: new Date(r.created_at),
  }));
}

export async function insertRate(
  db: DbOrTx,
  row: {
    currency: string;
    unitsPerUsdMicros: number;
    effectiveDate: string;
    createdBy: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(exchangeRates).values({ id: randomUUID(), ...row });
}
