import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { translationCache } from './translation.schema.ts';

export type CachedTranslation = typeof translationCache.$inferSelect;

/** The cached translations of these source hashes into one language, by hash. */
export async function findCached(
  db: DbOrTx,
  hashes: string[],
  target: string,
): Promise<Map<string, CachedTranslation>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(translationCache)
    .where(and(inArray(translationCache.sourceHash, hashes), eq(translationCache.targetLanguage, target)));
  return new Map(rows.map((r) => [r.sourceHash, r]));
}

/** Stores a translation; a concurrent request that stored the same one first wins (same text, same answer). */
export async function saveCached(db: DbOrTx, row: CachedTranslation): Promise<void> {
  await db.insert(translationCache).values(row).onConflictDoNothing();
}
