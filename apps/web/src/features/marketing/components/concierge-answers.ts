/**
 * The chat panel's link to the server concierge (`/api/concierge/*`): the opening greeting (from the catalogue, not
 * stored), the conversation id kept in the browser so an anonymous chat survives a reload, and helpers to turn
 * server messages into panel messages. Answers are chosen on the server only (language, matching, confidence): the
 * panel never matches questions itself.
 */
import type { Translator as I18n } from '../../../i18n/translator';
import { BRAND, LANGUAGES, type Language } from '@app/shared/constants';
import type { ChatMessage as ServerChatMessage, ChatSource, ConciergeIntent } from '@app/shared/concierge';

/** Spec 3.6 chat message, as the panel shows it (plus the sources of bot replies). */
export interface PanelMessage {
  id: string;
  type: 'bot' | 'user';
  content: string;
  timestamp: Date;
  language: Language;
  sources: ChatSource[];
  /** What the server decided the message was about (null for the user's own messages). */
  intent?: ConciergeIntent | null;
  /** A reply the panel made itself (an error), not stored on the server. */
  local?: boolean;
}

const CONVERSATION_KEY = 'concierge.conversation';

export function asLanguage(value: string | undefined): Language {
  const base = (value ?? 'en').split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/** The greeting the panel opens with, in `language`. */
export function conciergeGreeting(i18n: I18n, language: Language): string {
  return i18n.getFixedT(language, 'concierge')('greeting', { brand: BRAND.name });
}

export function fromServer(m: ServerChatMessage): PanelMessage {
  return {
    id: m.id,
    type: m.type,
    content: m.content,
    timestamp: new Date(m.timestamp),
    language: m.language,
    sources: m.sources,
    intent: m.intent,
  };
}

/** The concierge said it does not know: the panel offers a person under that reply. */
export function offersPerson(m: PanelMessage): boolean {
  return m.type === 'bot' && !m.local && m.intent === 'fallback';
}

export function storedConversationId(): string | null {
  try {
    return sessionStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

export function storeConversationId(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(CONVERSATION_KEY, id);
    else sessionStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // storage unavailable (private mode): the conversation lasts as long as the page
  }
}

/** True for links inside the app (rendered with the router), false for absolute URLs. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
