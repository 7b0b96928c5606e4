import { randomInt } from 'node:crypto';
import { normalizeWhatsappPhone, type WhatsappLink } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { getLink } from './get-link.ts';

/** How long a link code from Settings stays valid. */
export const LINK_CODE_TTL_MINUTES = 30;

/** Starts linking a phone: stores it unverified with a fresh 6-digit code the user sends from WhatsApp. */
export async function startLink(deps: Deps, auth: AuthContext, phoneInput: string): Promise<WhatsappLink> {
  const phone = normalizeWhatsappPhone(phoneInput);
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await repo.upsertLink(tx, {
      userId: auth.user.id,
      phone,
      code,
      codeExpiresAt: new Date(now.getTime() + LINK_CODE_TTL_MINUTES * 60_000),
      verifiedAt: null,
      createdAt: now,
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'whatsapp.link_started',
      subjectType: 'user',
      subjectId: auth.user.id,
      data: { phone: `+${phone}` },
    });
  });
  return getLink(deps, auth);
}
