import { and, eq, isNull } from 'drizzle-orm';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { apiKeys } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';

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
