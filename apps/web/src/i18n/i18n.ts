import { ERROR_NAMESPACE, LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { setRequestLanguage } from '../lib/api-client';
import { setDateCatalogue } from '../lib/dates';
import commonEnglish from './locales/en/common.json';
import { i18n, namespacesSettled, startRegistry, track } from './registry';
import type { CatalogueReader, Resources } from './translator';

export { i18n };

/**
 * The catalogues: ./locales/<lang>/<namespace>.json (features add their own namespace files). Loaded per language and
 * per namespace (issue 19): `common` in English is built in; every other namespace, the server's messages (`errors`,
 * for contracts checked here) included, comes with the code that uses it (registry.ts), in English in its chunk and in
 * the reader's language as one small file fetched before that code draws. A file that cannot be fetched (offline, a
 * new deployment) leaves English in its place. The build writes the files as plain JSON under one folder named by
 * their hash (../../catalogue-files.ts); the dev server and the unit tests import the source files.
 */
declare const __CATALOGUE_FOLDER__: string;
declare const __CATALOGUE_NAMESPACES__: string[];

const SOURCE_FILES = import.meta.env.DEV
  ? import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' })
  : {};

async function catalogueFile(lang: string, ns: string): Promise<Record<string, unknown>> {
  if (import.meta.env.DEV) {
    const load = SOURCE_FILES[`./locales/${lang}/${ns}.json`];
    if (!load) throw new Error(`no catalogue ${lang}/${ns}`);
    return load();
  }
  if (!(LANGUAGES as readonly string[]).includes(lang) || !__CATALOGUE_NAMESPACES__.includes(ns))
    throw new Error(`no catalogue ${lang}/${ns}`);
  const response = await fetch(`${__CATALOGUE_FOLDER__}${lang}/${ns}.json`);
  if (!response.ok) throw new Error(`catalogue ${lang}/${ns}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const ERRORS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>> = {
  fr: () => import('./bundles/fr').then((m) => m.errors),
  yo: () => import('./bundles/yo').then((m) => m.errors),
  ha: () => import('./bundles/ha').then((m) => m.errors),
  ar: () => import('./bundles/ar').then((m) => m.errors),
};

/** Reads one namespace of one language; also the safety net for a namespace no registration announced. */
const catalogueFiles: CatalogueReader = {
  read(lang: string, ns: string): Promise<Record<string, unknown>> {
    if (ns === ERROR_NAMESPACE) {
      if (lang === 'en') return import('@app/shared/error-messages').then((m) => m.ENGLISH_ERROR_CATALOGUE);
      const load = ERRORS[lang as Exclude<Language, 'en'>];
      return load ? load() : Promise.reject(new Error(`no messages in ${lang}`));
    }
    return catalogueFile(lang, ns);
  },
};

/** Every namespace the app has (the files of ./locales/en). */
export const namespaces = [...__CATALOGUE_NAMESPACES__, ERROR_NAMESPACE];

/** Every namespace of every language loaded: tests and tools that read all five. */
export async function loadAllLanguages(): Promise<void> {
  await i18n.loadNamespaces(namespaces);
  await i18n.loadLanguages([...LANGUAGES]);
}

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

const initialLanguage: Language = storedLanguage() ?? browserLanguage() ?? 'en';

const early = startRegistry();
const resources: Resources = {
  en: { common: commonEnglish, ...Object.fromEntries(early) },
};

i18n.configure({ resources, lng: initialLanguage, reader: catalogueFiles });
const started = i18n.init();
track(started);

/**
 * Resolves once the page's first language can be drawn: its files of the namespaces the first load uses (main.tsx
 * renders then; at once in English).
 */
export function textsReady(): Promise<void> {
  return namespacesSettled();
}

// Month names and "x days ago" for languages the browser has no date data for (Hausa, Yoruba in Chromium).
setDateCatalogue((lang) => i18n.getFixedT(lang, 'common'));
applyDocumentLanguage(i18n.language);
setRequestLanguage(currentLanguage());
i18n.on('languageChanged', (lang) => {
  applyDocumentLanguage(lang);
  setRequestLanguage(isLanguage(lang) ? lang : 'en');
});

export function currentLanguage(): Language {
  const lang = i18n.language;
  return isLanguage(lang) ? lang : 'en';
}

/** Switches the UI language and remembers it in this browser (the e-mail language is a separate account setting). */
export async function changeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this page
  }
  await i18n.changeLanguage(lang); // fetches this language's files of the namespaces in use; English where one fails
}
