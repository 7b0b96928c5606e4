import type { WhatsappLink } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';

function linkDto(row: repo.WhatsappLinkRow | undefined, now: Date): WhatsappLink {
  if (!row) return { phone: null, verified: false, code: null, codeExpiresAt: null };
  const live = row.code && row.codeExpiresAt && row.codeExpiresAt > now;
  return {
    phone: `+${row.phone}`,
    verified: row.verifiedAt !== null,
    code: !row.verifiedAt && live ? row.code : null,
    codeExpiresAt: !row.verifiedAt && live ? row.codeExpiresAt!.toISOString() : null,
  };
}

/** The caller's WhatsApp link (phone, whether verified, and the live link code). */
export async function getLink(deps: Deps, auth: AuthContext): Promise<WhatsappLink> {
  return linkDto(await repo.findLinkOfUser(deps.db, auth.user.id), deps.clock.now());
}
