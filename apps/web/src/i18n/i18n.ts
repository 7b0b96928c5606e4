import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { ERROR_CATALOGUES, ERROR_NAMESPACE } from '@app/shared/error-messages';
import { setRequestLanguage } from '../lib/api-client';
import { setDateCatalogue } from '../lib/dates';

/** Every catalogue: ./locales/<lang>/<namespace>.json (other features add their own namespace files). */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [path, mod] of Object.entries(modules)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  resources[lang] ??= {};
  (resources[lang] as Record<string, unknown>)[ns] = mod.default;
}
// The server's messages (shared with the server, which answers in the page language): for contracts checked here.
for (const lang of LANGUAGES) {
  resources[lang] ??= {};
  (resources[lang] as Record<string, unknown>)[ERROR_NAMESPACE] = ERROR_CATALOGUES[lang];
}

export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function hasStoredLanguage(): boolean {
  return storedLanguage() !== undefined;
}

function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

function applyDocumentLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  const language = isLanguage(lang) ? lang : 'en';
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? browserLanguage() ?? 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

// Month names and "x days ago" for languages the browser has no date data for (Hausa, Yoruba in Chromium).
setDateCatalogue((lang) => i18n.getFixedT(lang, 'common'));
applyDocumentLanguage(i18n.language);
setRequestLanguage(currentLanguage());
i18n.on('languageChanged', (lang) => {
  applyDocumentLanguage(lang);
  setRequestLanguage(isLanguage(lang) ? lang : 'en');
});

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'en';
}

/** Switches the UI language and remembers it in this browser (the e-mail language is a separate account setting). */
export async function changeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this page
  }
  await i18n.changeLanguage(lang);
}
