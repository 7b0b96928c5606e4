import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type Language } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { splitName } from '@app/shared/names';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { assertStrongPassword, sendVerification } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';
import type { ClientInfo } from '../auth.types.ts';
import { hashPassword } from '../password.ts';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: 'buyer' | 'vendor';
  phone?: string | undefined;
  language?: Language | undefined;
}

/** Creates an unverified account and e-mails a verification link. */
export async function register(deps: Deps, input: RegisterInput, client: ClientInfo): Promise<{ userId: string }> {
  assertStrongPassword(input.password, { email: input.email, name: input.name });
  const { firstName, lastName } = splitName(input.name);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName,
      lastName,
      phone: input.phone || null,
      roles: [input.role],
      activeRole: input.role,
      language: input.language ?? 'en',
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
      createdAt: now,
      updatedAt: now,
    });
    if (!user) {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailRegistered'), {
        fields: { email: msg('auth.emailRegistered') },
      });
    }
    await sendVerification(deps, tx, user);
    await audit(tx, {
      actorId: user.id,
      action: 'auth.register',
      subjectType: 'user',
      subjectId: user.id,
      data: { role: input.role },
      ip: client.ip,
    });
    return { userId: user.id };
  });
}
