/**
 * The WhatsApp channel (Cloud API): signature check of incoming webhooks, phone links to accounts, and replies sent
 * through the Graph API (`POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`) when WHATSAPP_TOKEN is set.
 */
import { createHmac, randomInt } from 'node:crypto';
import { LANGUAGES, type Language } from '@app/shared/constants';
import { normalizeWhatsappPhone, type WhatsappLink } from '@app/shared/concierge';
import { truncateText } from '@app/shared/text';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { audit } from '../audit/audit.service.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { recordWebhookEvent } from '../payments/use-cases/record-webhook-event.ts';
import { BRAND } from '@app/shared/constants';
import * as repo from './concierge.repository.ts';
import { TEXTS, fill } from './concierge-texts.ts';
import { ask } from './concierge.service.ts';
import { detectQuestionLanguage } from './question-language.ts';
import { msg } from '@app/shared/error-messages';

/** How long a link code from Settings stays valid. */
export const LINK_CODE_TTL_MINUTES = 30;

/** `sha256=<hex>` of the raw body with the app secret, as Meta sends in X-Hub-Signature-256. */
export function whatsappSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

export function validSignature(appSecret: string, rawBody: string, header: string | undefined): boolean {
  return typeof header === 'string' && safeEqual(header, whatsappSignature(appSecret, rawBody));
}

/** Digits of the configured display number, for wa.me links; null when not configured. */
export function displayNumber(config: Config): string | null {
  return config.WHATSAPP_DISPLAY_NUMBER ? normalizeWhatsappPhone(config.WHATSAPP_DISPLAY_NUMBER) : null;
}

/**
 * The language of a WhatsApp message (the concierge's question-language detector, without the knowledge base's
 * vocabulary), or `fallback` when the message gives no clear sign. The concierge detects it again, with the articles'
 * words, when it answers; this one chooses the language of the replies that do not go through it (link codes).
 */
export function guessLanguage(text: string, fallback: Language = 'en'): Language {
  return detectQuestionLanguage(text, fallback).language;
}

// ---- sending ----

export class WhatsappSendError extends Error {}

/** Sends a text message through the Graph API; a no-op (returns false) when WHATSAPP_TOKEN or the number id is unset. */
export async function sendWhatsappText(
  config: Config,
  to: string,
  body: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return false;
  const url = `${config.WHATSAPP_API_URL.replace(/\/$/, '')}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: false, body: body.slice(0, 4096) },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new WhatsappSendError(`Graph API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return true;
}

// ---- links between phones and accounts ----

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

export async function getLink(deps: Deps, auth: AuthContext): Promise<WhatsappLink> {
  return linkDto(await repo.findLinkOfUser(deps.db, auth.user.id), deps.clock.now());
}

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

// ---- incoming messages ----

export interface IncomingText {
  id: string;
  from: string;
  body: string;
}

/** The text messages of a Cloud API webhook payload (other kinds — statuses, media — are ignored). */
export function textMessagesOf(payload: unknown): IncomingText[] {
  const out: IncomingText[] = [];
  const entries = (payload as { entry?: unknown[] }).entry;
  if (!Array.isArray(entries)) return out;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown[] } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const messages = (change as { value?: { messages?: unknown[] } } | null)?.value?.messages;
      if (!Array.isArray(messages)) continue;
      for (const m of messages as ({
        id?: unknown;
        from?: unknown;
        type?: unknown;
        text?: { body?: unknown } | null;
      } | null)[]) {
        if (
          m?.type === 'text' &&
          typeof m.id === 'string' &&
          typeof m.from === 'string' &&
          typeof m.text?.body === 'string'
        ) {
          out.push({ id: m.id, from: normalizeWhatsappPhone(m.from), body: m.text.body });
        }
      }
    }
  }
  return out;
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

export function assertWebhookConfigured(config: Config): { verifyToken: string; appSecret: string } {
  if (!config.WHATSAPP_VERIFY_TOKEN || !config.WHATSAPP_APP_SECRET)
    throw new AppError('NOT_FOUND', msg('concierge.whatsappNotConfigured'));
  return { verifyToken: config.WHATSAPP_VERIFY_TOKEN, appSecret: config.WHATSAPP_APP_SECRET };
}
