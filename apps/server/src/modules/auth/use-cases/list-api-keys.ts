import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { apiKeys } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';

export interface ApiKeyDto {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listApiKeys(deps: Deps, auth: AuthContext): Promise<ApiKeyDto[]> {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, auth.user.id), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}
