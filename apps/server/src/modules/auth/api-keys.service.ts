import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { audit } from '../audit/audit.service.ts';
import { apiKeys, users } from './auth.schema.ts';
import type { AuthContext } from './auth.types.ts';
import { msg } from '@app/shared/error-messages';

export interface ApiKeyDto {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const MAX_KEYS = 10;

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

/** Creates a key and returns it once in full. */
export async function createApiKey(deps: Deps, auth: AuthContext, name: string): Promise<ApiKeyDto & { key: string }> {
  if ((await listApiKeys(deps, auth)).length >= MAX_KEYS)
    throw new AppError('CONFLICT', msg('auth.apiKeysMax', { maximum: MAX_KEYS }));
  const key = `afb_${randomToken(30)}`;
  const row = {
    id: randomUUID(),
    userId: auth.user.id,
    name,
    prefix: key.slice(0, 12),
    keyHash: sha256(key),
    createdAt: deps.clock.now(),
  };
  await deps.db.insert(apiKeys).values(row);
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'account.api_key_created',
    subjectType: 'api_key',
    subjectId: row.id,
    data: { name },
  });
  return { id: row.id, name, prefix: row.prefix, createdAt: row.createdAt.toISOString(), lastUsedAt: null, key };
}

export async function revokeApiKey(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const rows = await deps.db
    .update(apiKeys)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, auth.user.id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', msg('auth.apiKeyNotFound'));
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'account.api_key_revoked',
    subjectType: 'api_key',
    subjectId: id,
  });
}

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
