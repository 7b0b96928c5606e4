import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import { audit } from '../../audit/audit.service.ts';
import { apiKeys } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';
import { listApiKeys, type ApiKeyDto } from './list-api-keys.ts';

const MAX_KEYS = 10;

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
