/**
 * Messages in the caller's language (decision 009): the shared error catalogues rendered with i18next, the same
 * library and catalogues the web app uses, so both sides word a message the same way.
 */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@app/shared/constants';
import {
  ERROR_NAMESPACE,
  isMessage,
  issueMessage,
  renderMessage,
  type IssueLike,
  type Message,
  type Translate,
} from '@app/shared/error-messages';
import { ERROR_CATALOGUES } from '@app/shared/error-catalogues';

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { [ERROR_NAMESPACE]: ERROR_CATALOGUES[lang] }])),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [ERROR_NAMESPACE],
  defaultNS: ERROR_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function translator(lang: Language): Translate {
  const t = i18n.getFixedT(lang, ERROR_NAMESPACE);
  return (key, values) => t(key, values);
}

const TRANSLATORS = Object.fromEntries(LANGUAGES.map((lang) => [lang, translator(lang)])) as Record<
  Language,
  Translate
>;

/** A message in one language (English when the language has no text for it). */
export function localize(message: Message, lang: Language = 'en'): string {
  return renderMessage(TRANSLATORS[lang], lang, message);
}

/** A zod issue's message in one language. */
export function localizeIssue(issue: IssueLike, lang: Language = 'en'): string {
  return issueMessage(TRANSLATORS[lang], lang, issue);
}

/** `details` of an error with every message in it (field errors, reasons) rendered in one language. */
export function localizeDetails(details: unknown, lang: Language): unknown {
  if (isMessage(details)) return localize(details, lang);
  if (Array.isArray(details)) return details.map((d) => localizeDetails(d, lang));
  if (details !== null && typeof details === 'object' && Object.getPrototypeOf(details) === Object.prototype) {
    return Object.fromEntries(Object.entries(details).map(([k, v]) => [k, localizeDetails(v, lang)]));
  }
  return details;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to answer in: the best supported language of an Accept-Language header (the web app sends the
 * language its pages are shown in), else the account's language, else English.
 */
export function negotiateLanguage(acceptLanguage: string | undefined, accountLanguage?: Language | null): Language {
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...attrs] = part.trim().split(';');
        const q = attrs.map((a) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(a)?.[1]).find((v) => v !== undefined);
        return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
      })
      .filter((r) => r.base && Number.isFinite(r.q) && r.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    const match = ranked.find((r) => isLanguage(r.base));
    if (match) return match.base as Language;
  }
  return accountLanguage ?? 'en';
}
