import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { verifyPassword } from '../password.ts';

export async function disableTwoFactor(deps: Deps, auth: AuthContext, password: string): Promise<void> {
  if (!(await verifyPassword(password, auth.user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', msg('auth.wrongPassword'), {
      fields: { password: msg('auth.wrongPassword') },
    });
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { totpEnabledAt: null, totpSecret: null, totpLastStep: null });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'account.two_factor_disabled',
      subjectType: 'user',
      subjectId: auth.user.id,
    });
    await notify(deps, auth.user.id, 'security.two_factor_disabled', {}, tx);
  });
}
