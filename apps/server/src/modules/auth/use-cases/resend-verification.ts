import type { Deps } from '../../../deps.ts';
import { sendVerification } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';

/** Sends a new link when the account exists and is unverified; answers the same either way. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await deps.db.transaction((tx) => sendVerification(deps, tx, user));
}
