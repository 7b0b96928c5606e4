import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { apiKeys, users } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';

/** The caller behind an API key, or null (unknown, revoked, or a suspended account). */
export async function resolveApiKey(deps: Deps, key: string): Promise<AuthContext | null> {
  if (!key.startsWith('afb_') || key.length > 100) return null;
  const [row] = await deps.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || row.user.status !== 'active') return null;
  await deps.db.update(apiKeys).set({ lastUsedAt: deps.clock.now() }).where(eq(apiKeys.id, row.key.id));
  // An integration acts as the vendor, whatever role the person last worked in.
  return {
    user: { ...row.user, activeRole: row.user.roles.includes('vendor') ? 'vendor' : row.user.activeRole },
    sessionId: `api-key:${row.key.id}`,
  };
}
