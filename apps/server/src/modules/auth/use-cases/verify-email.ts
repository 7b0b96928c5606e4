import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as repo from '../auth.repository.ts';
import { consumeToken, splitToken } from '../tokens.ts';

/** The e-mailed link: the address is verified (once) and the user is welcomed. */
export async function verifyEmail(deps: Deps, token: string): Promise<{ email: string }> {
  const { selector, verifier } = splitToken(token);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'email_verify', selector, verifier, now);
    const user = await repo.updateUser(tx, row.userId, { emailVerifiedAt: now });
    if (!user) throw new AppError('INVALID_TOKEN', msg('auth.linkInvalid'));
    await audit(tx, { actorId: user.id, action: 'auth.email_verified', subjectType: 'user', subjectId: user.id });
    await notify(deps, user.id, 'welcome', {}, tx);
    return { email: user.email };
  });
}
