/** Test support: a translator on the real catalogues (every namespace, five languages), for helper tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Translator, type Resources } from '../i18n/translator';

const LOCALES = fileURLToPath(new URL('../i18n/locales', import.meta.url));

export function catalogueI18n(): Translator {
  const resources: Resources = {};
  for (const lang of readdirSync(LOCALES)) {
    resources[lang] = {};
    for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
      (resources[lang] as Record<string, unknown>)[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES, lang, file), 'utf8'),
      );
    }
  }
  return new Translator({ resources, lng: 'en' });
}
