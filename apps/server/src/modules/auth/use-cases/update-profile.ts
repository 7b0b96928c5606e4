import type { UpdateProfileRequest } from '@app/shared/auth';
import { msg } from '@app/shared/error-messages';
import { splitName } from '@app/shared/names';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { refreshVendorOnProducts } from '../../catalog/catalog.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext, UserRow } from '../auth.types.ts';
import { toUserDto } from '../user-dto.ts';
import { resendVerification } from './resend-verification.ts';

export async function updateProfile(deps: Deps, auth: AuthContext, input: UpdateProfileRequest) {
  const { firstName, lastName } = splitName(input.name);
  const emailChanged = input.email !== auth.user.email;
  if (emailChanged) {
    const other = await repo.findUserByEmail(deps.db, input.email);
    if (other && other.id !== auth.user.id) {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailRegistered'), { fields: { email: msg('auth.emailInUse') } });
    }
  }
  let updated: UserRow | undefined;
  try {
    updated = await repo.updateUser(deps.db, auth.user.id, {
      firstName,
      lastName,
      email: input.email,
      phone: input.phone || null,
      company: input.company || null,
      country: input.country || null,
      ...(input.language ? { language: input.language } : {}),
      // A new address must be confirmed again before the next sign-in.
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
  } catch (err) {
    if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505') {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailInUse'), { fields: { email: msg('auth.emailInUse') } });
    }
    throw err;
  }
  if (!updated) throw new AppError('NOT_FOUND', msg('auth.accountNotFound'));
  if (updated.roles.includes('vendor')) await refreshVendorOnProducts(deps.db, updated);
  if (emailChanged) {
    await resendVerification(deps, updated.email);
    await audit(deps.db, {
      actorId: auth.user.id,
      action: 'account.email_changed',
      subjectType: 'user',
      subjectId: auth.user.id,
      data: { from: auth.user.email, to: updated.email },
    });
  }
  return toUserDto(updated);
}
