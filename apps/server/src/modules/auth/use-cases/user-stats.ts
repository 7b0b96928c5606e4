import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';

/** Accounts by role and suspended ones (the admin overview). */
export async function userStats(deps: Deps) {
  return repo.countUsers(deps.db);
}
