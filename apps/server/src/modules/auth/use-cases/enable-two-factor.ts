import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { verifyTotp } from '../totp.ts';

export async function enableTwoFactor(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user?.totpSecret) throw new AppError('CONFLICT', msg('auth.twoFactorSetupFirst'));
  if (user.totpEnabledAt) throw new AppError('CONFLICT', msg('auth.twoFactorAlreadyOn'));
  const step = verifyTotp(user.totpSecret, code, deps.clock.now(), user.totpLastStep);
  if (step === null)
    throw new AppError('INVALID_TWO_FACTOR_CODE', msg('auth.codeInvalid'), {
      fields: { code: msg('auth.codeInvalidField') },
    });
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { totpEnabledAt: deps.clock.now(), totpLastStep: String(step) });
    await audit(tx, {
      actorId: user.id,
      action: 'account.two_factor_enabled',
      subjectType: 'user',
      subjectId: user.id,
    });
    await notify(deps, user.id, 'security.two_factor_enabled', {}, tx);
  });
}
