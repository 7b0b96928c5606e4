import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { newTotpSecret, totpFor } from '../totp.ts';

export async function startTwoFactorSetup(deps: Deps, auth: AuthContext) {
  if (auth.user.totpEnabledAt) throw new AppError('CONFLICT', msg('auth.twoFactorAlreadyOn'));
  const secret = newTotpSecret();
  await repo.updateUser(deps.db, auth.user.id, { totpSecret: secret, totpLastStep: null });
  const otpauthUrl = totpFor(secret, auth.user.email, 'AfriBridge Trade').toString();
  // loaded when someone sets up two-factor sign-in, not at start
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}
