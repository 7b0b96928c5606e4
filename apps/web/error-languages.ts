/**
 * Vite plugin (issue 19): the shared error catalogues (`packages/shared/src/error-messages/<domain>.json`) hold the five
 * languages side by side, and one JSON module cannot be split across chunks. So each file is served per language: an
 * import of `<domain>.json?lang=fr` is a module of the French texts alone, and the shared helpers' own import of the
 * files (English, for the keys) is answered with the English part only. A visitor's first load then carries English,
 * and each other language arrives with its bundle (src/i18n/bundles/<lang>.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]packages[\\/]shared[\\/]src[\\/]error-messages[\\/][^\\/]+\.json$/;
const LANG = /^[a-z]{2}$/;

export function errorLanguages(): Plugin {
  return {
    name: 'afribridge-error-languages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('.json') || source.includes('?')) return null;
      // the shared helpers import each file for its English texts: give them the English part only
      if (!/[\\/]packages[\\/]shared[\\/]src[\\/]error-messages\.ts$/.test(importer)) return null;
      const file = path.resolve(path.dirname(importer), source);
      return CATALOGUE.test(file) ? `${file}?lang=en` : null;
    },
    load(id) {
      const [file, query] = id.split('?');
      if (!file || !query || !CATALOGUE.test(file)) return null;
      const lang = new URLSearchParams(query).get('lang');
      if (!lang || !LANG.test(lang)) return null;
      const texts = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[lang] ?? {};
      const json = JSON.stringify(texts);
      return `const texts = JSON.parse(${JSON.stringify(json)});\nexport const ${lang} = texts;\nexport default texts;\n`;
    },
  };
}
