import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { ERROR_NAMESPACE } from '@app/shared/error-messages';
import { ERROR_CATALOGUES } from '@app/shared/error-catalogues';

/**
 * Every namespace exists in every language with exactly English's keys (nested keys flattened), and no value is empty.
 * The server's messages (the shared error catalogues, registered as the `errors` namespace) are checked the same way.
 * So are the server's own texts (e-mails, concierge, PDF labels: apps/server/src/i18n/<lang>/<ns>.json, named
 * `server/<ns>` here); documents are English only (decision 009), so no other language may hold a copy of them.
 * Plural keys (i18next suffixes _zero/_one/_two/_few/_many/_other) are compared by their base key: each language must
 * carry exactly the plural forms its grammar uses (Intl.PluralRules), e.g. Arabic six, Yoruba one.
 */
const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const SERVER_TEXTS = fileURLToPath(new URL('../../../server/src/i18n', import.meta.url));
const SERVER = 'server/';
const ENGLISH_ONLY = [`${SERVER}documents`];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json | string };

function flatten(obj: Json, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

function fileOf(lang: string, ns: string): string {
  return ns.startsWith(SERVER)
    ? join(SERVER_TEXTS, lang, `${ns.slice(SERVER.length)}.json`)
    : join(LOCALES, lang, `${ns}.json`);
}

function load(lang: string, ns: string): Record<string, unknown> {
  if (ns === ERROR_NAMESPACE) return flatten(ERROR_CATALOGUES[lang as keyof typeof ERROR_CATALOGUES]);
  return flatten(JSON.parse(readFileSync(fileOf(lang, ns), 'utf8')) as Json);
}

function baseKeys(keys: string[]): string[] {
  return [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort();
}

function pluralForms(keys: string[], base: string): string[] {
  return keys
    .filter((k) => k.replace(PLURAL, '') === base && PLURAL.test(k))
    .map((k) => PLURAL.exec(k)?.[1] ?? '')
    .sort();
}

/** {{placeholders}} (with their i18next format, "{{n, number}}") and <tags> a value uses. */
function tokens(value: string): string[] {
  const vars = [...value.matchAll(/\{\{\s*([\w.]+)\s*(,[^}]*)?\}\}/g)].map(
    (m) => `{{${m[1]}${(m[2] ?? '').replace(/\s+/g, '')}}}`,
  );
  const tags = [...value.matchAll(/<\/?(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...vars, ...tags])].sort();
}

const namespaces = [
  ...readdirSync(join(LOCALES, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, '')),
  ERROR_NAMESPACE,
  ...readdirSync(join(SERVER_TEXTS, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${SERVER}${f.replace(/\.json$/, '')}`),
];

describe('translation catalogues', () => {
  it('has the English catalogues', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'auth', 'settings', 'notifications', 'admin', 'dashboard', ERROR_NAMESPACE]),
    );
  });

  it("has the server's texts", () => {
    expect(namespaces).toEqual(expect.arrayContaining(['server/mail', 'server/concierge', 'server/documents']));
  });

  for (const ns of namespaces) {
    describe(ns, () => {
      const en = load('en', ns);
      const enKeys = Object.keys(en);
      const enPluralBases = baseKeys(enKeys.filter((k) => PLURAL.test(k)));

      for (const lang of LANGUAGES) {
        if (lang !== 'en' && ENGLISH_ONLY.includes(ns)) {
          it(`${lang} has no copy: English only`, () => {
            expect(existsSync(fileOf(lang, ns))).toBe(false);
          });
          continue;
        }

        it(`${lang} has the same keys as English, none empty`, () => {
          const cat = load(lang, ns);
          const keys = Object.keys(cat);
          expect(baseKeys(keys)).toEqual(baseKeys(enKeys));
          for (const [key, value] of Object.entries(cat)) {
            expect(typeof value, `${lang}/${ns}: ${key}`).toBe('string');
            expect((value as string).trim(), `${lang}/${ns}: ${key} is empty`).not.toBe('');
          }
        });

        it(`${lang} has the plural forms its grammar needs`, () => {
          const cat = load(lang, ns);
          const keys = Object.keys(cat);
          const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
          for (const base of enPluralBases) {
            expect(pluralForms(keys, base), `${lang}/${ns}: ${base}`).toEqual(categories);
          }
          for (const base of baseKeys(keys.filter((k) => PLURAL.test(k)))) {
            expect(enPluralBases, `${lang}/${ns}: ${base} is plural only here`).toContain(base);
          }
        });

        it(`${lang} keeps English's placeholders and tags`, () => {
          const cat = load(lang, ns);
          for (const key of Object.keys(cat)) {
            const enValue = en[key] ?? en[`${key.replace(PLURAL, '')}_other`];
            if (typeof enValue !== 'string') continue;
            const expected = tokens(enValue).filter((tok) => tok !== '{{count}}');
            const actual = tokens(String(cat[key])).filter((tok) => tok !== '{{count}}');
            expect(actual, `${lang}/${ns}: ${key}`).toEqual(expected);
          }
        });
      }
    });
  }
});
