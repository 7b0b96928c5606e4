import { LANGUAGES, BRAND } from '@app/shared/constants';
import { truncateText } from '@app/shared/text';
import type { Deps } from '../../../deps.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { audit } from '../../audit/audit.service.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { recordWebhookEvent } from '../../payments/use-cases/record-webhook-event.ts';
import * as repo from '../concierge.repository.ts';
import { TEXTS, fill } from '../concierge-texts.ts';
import { guessLanguage, sendWhatsappText, type IncomingText } from '../whatsapp-steps.ts';
import { ask } from './ask.ts';

/** The account a WhatsApp sender stands for: only through a verified link, and only an active account. */
async function accountOfPhone(deps: Deps, phone: string): Promise<AuthContext | null> {
  const link = (await repo.linksOfPhone(deps.db, phone)).find((l) => l.verifiedAt !== null);
  if (!link) return null;
  const user = await getUserById(deps.db, link.userId);
  if (!user || user.status !== 'active') return null;
  return { user, sessionId: `whatsapp:${phone}` };
}

/** "LINK 123456" from the phone that was entered in Settings verifies the link. */
async function tryConfirmLink(deps: Deps, phone: string, code: string): Promise<boolean> {
  const now = deps.clock.now();
  const candidates = await repo.linksOfPhone(deps.db, phone);
  const match = candidates.find(
    (l) =>
      !l.verifiedAt && l.code !== null && l.codeExpiresAt !== null && l.codeExpiresAt > now && safeEqual(l.code, code),
  );
  if (!match) return false;
  await deps.db.transaction(async (tx) => {
    await repo.verifyLink(tx, match.userId, now);
    await audit(tx, {
      actorId: match.userId,
      action: 'whatsapp.link_verified',
      subjectType: 'user',
      subjectId: match.userId,
      data: { phone: `+${phone}` },
    });
  });
  return true;
}

/**
 * One incoming WhatsApp text: applied once per message id; answers through the same concierge as the web chat and
 * sends the reply back. Returns the reply text (for tests), or null for a duplicate.
 */
export async function handleIncomingText(
  deps: Deps,
  incoming: IncomingText,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const fresh = await recordWebhookEvent(deps, {
    provider: 'whatsapp',
    eventId: incoming.id,
    eventType: 'message.text',
  });
  if (!fresh) return null;

  const auth = await accountOfPhone(deps, incoming.from);
  const userLanguage = auth?.user.language;
  const language = guessLanguage(
    incoming.body,
    userLanguage && (LANGUAGES as readonly string[]).includes(userLanguage) ? userLanguage : 'en',
  );
  let reply: string;
  const link = /^\s*link\s+(\d{6})\s*$/i.exec(incoming.body);
  if (link) {
    reply = (await tryConfirmLink(deps, incoming.from, link[1]!))
      ? fill(TEXTS[language].linkConfirmed, { brand: BRAND.name })
      : TEXTS[language].linkUnknownCode;
  } else {
    const conv = await repo.latestConversationOfPhone(deps.db, incoming.from);
    const sameAccount = conv && conv.userId === (auth?.user.id ?? null);
    const answer = await ask(
      deps,
      auth,
      { message: truncateText(incoming.body, 2000), language, conversationId: sameAccount ? conv.id : undefined },
      { channel: 'whatsapp', whatsappPhone: incoming.from },
    );
    const links = answer.reply.sources.map((s) => `${s.title}: ${deps.config.publicUrl}${s.url}`);
    reply = [answer.reply.content, ...links].join('\n');
  }
  try {
    await sendWhatsappText(deps.config, incoming.from, reply, fetchImpl);
  } catch (err) {
    deps.logger.error({ err }, 'WhatsApp reply failed');
  }
  return reply;
}
