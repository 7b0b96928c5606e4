import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';

/** Removes the caller's WhatsApp link. */
export async function removeLink(deps: Deps, auth: AuthContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.deleteLink(tx, auth.user.id);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'whatsapp.link_removed',
      subjectType: 'user',
      subjectId: auth.user.id,
    });
  });
}
