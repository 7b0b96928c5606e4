/**
 * The WhatsApp channel's shared steps (Cloud API): signature check of incoming webhooks, the webhook payload's text
 * messages, the language of a message, and replies sent through the Graph API
 * (`POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`) when WHATSAPP_TOKEN is set.
 */
import { createHmac } from 'node:crypto';
import type { Language } from '@app/shared/constants';
import { normalizeWhatsappPhone } from '@app/shared/concierge';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { detectQuestionLanguage } from './question-language.ts';
import { msg } from '@app/shared/error-messages';

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

export function assertWebhookConfigured(config: Config): { verifyToken: string; appSecret: string } {
  if (!config.WHATSAPP_VERIFY_TOKEN || !config.WHATSAPP_APP_SECRET)
    throw new AppError('NOT_FOUND', msg('concierge.whatsappNotConfigured'));
  return { verifyToken: config.WHATSAPP_VERIFY_TOKEN, appSecret: config.WHATSAPP_APP_SECRET };
}
