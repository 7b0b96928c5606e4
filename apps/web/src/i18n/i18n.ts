import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { ENGLISH_ERROR_CATALOGUE, ERROR_NAMESPACE } from '@app/shared/error-messages';
import { setRequestLanguage } from '../lib/api-client';
import { setDateCatalogue } from '../lib/dates';

type CatalogueModules = Record<string, { default: Record<string, unknown> }>;

/**
 * The catalogues: ./locales/<lang>/<namespace>.json (features add their own namespace files). English, the fallback,
 * is in the first load; each other language is one chunk (./bundles/<lang>.ts) fetched when it is first used, so a
 * visitor downloads the texts of their language only (issue 19).
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', { eager: true });
const BUNDLES: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: CatalogueModules; errors: Record<string, unknown> }>
> = {
  fr: () => import('./bundles/fr'),
  yo: () => import('./bundles/yo'),
  ha: () => import('./bundles/ha'),
  ar: () => import('./bundles/ar'),
};

export const resources: Resource = {};
function addCatalogues(modules: CatalogueModules): void {
  for (const [path, mod] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] ??= {};
    (resources[lang] as Record<string, unknown>)[ns] = mod.default;
  }
}
addCatalogues(english);
// The server's messages (shared with the server, which answers in the page language), for contracts checked here:
// English now, each other language with its bundle.
(resources.en as Record<string, unknown>)[ERROR_NAMESPACE] = ENGLISH_ERROR_CATALOGUE;

export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

const loading = new Map<Language, Promise<void>>();

/**
 * Makes a language's catalogues available (once; English always is). A chunk that cannot be fetched (offline, a new
 * deployment) leaves the language to fall back to English and may be tried again.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = BUNDLES[lang]()
      .then(({ default: modules, errors }) => {
        addCatalogues(modules);
        (resources[lang] as Record<string, unknown>)[ERROR_NAMESPACE] = errors;
        for (const [ns, texts] of Object.entries(resources[lang] ?? {}))
          i18n.addResourceBundle(lang, ns, texts, true, true);
      })
      .catch((err: unknown) => {
        loading.delete(lang);
        throw err;
      });
    loading.set(lang, pending);
  }
  return pending;
}

/** Every language loaded: tests and tools that read all five. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map((lang) => loadLanguage(lang)));
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

export const i18n = i18next.createInstance();

const initialLanguage: Language = storedLanguage() ?? browserLanguage() ?? 'en';

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

/** Resolves once the page's first language can be drawn (main.tsx renders then; English at once). */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage)
  .then(() => i18n.changeLanguage(initialLanguage))
  .then(
    () => undefined,
    () => undefined, // its chunk could not be fetched: the page draws in English, the fallback
  );

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
  await loadLanguage(lang).catch(() => undefined); // unreachable chunk: English texts meanwhile
  await i18n.changeLanguage(lang);
}
