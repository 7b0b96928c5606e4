/** Test support: an i18next instance on the real catalogues (every namespace, five languages), for helper tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type Resource } from 'i18next';

const LOCALES = fileURLToPath(new URL('../i18n/locales', import.meta.url));

export function catalogueI18n(): I18n {
  const resources: Resource = {};
  for (const lang of readdirSync(LOCALES)) {
    resources[lang] = {};
    for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
      (resources[lang] as Record<string, unknown>)[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES, lang, file), 'utf8'),
      );
    }
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
