import type { Language } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

export async function setLanguage(deps: Deps, auth: AuthContext, language: Language): Promise<void> {
  await repo.updateUser(deps.db, auth.user.id, { language });
}
