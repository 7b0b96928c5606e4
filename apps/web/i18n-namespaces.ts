/**
 * Vite plugin (issue 19): catalogues load with the code that uses them. Each module of src/ that names a namespace
 * (`useTranslation('orders')`, a key `'orders:…'`, `ns: 'orders'`, `getFixedT(…, 'orders')`; `ERROR_NAMESPACE` for the
 * server's messages, `errors`) gets an import of
 * `virtual:i18n-ns/orders`, a module that registers the English `orders` texts (src/i18n/registry.ts). The bundler then
 * puts each namespace's English texts in the chunk of the pages that use it, instead of every namespace in the first
 * load, and the registry fetches the reader's language for it before the page draws. `common` is built in
 * (src/i18n/i18n.ts). A namespace this misses still loads, on first use (the catalogue backend in i18n.ts), after a
 * moment in which its keys would show: the unit tests hold the patterns to how the code names namespaces.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const LOCALES = path.join(SRC, 'i18n', 'locales', 'en');
const REGISTRY = path.join(SRC, 'i18n', 'registry.ts');
const VIRTUAL = 'virtual:i18n-ns/';
const BUILT_IN = new Set(['common']);
/** The server's messages (@app/shared/error-messages), registered like a catalogue of the app. */
const ERRORS = 'errors';

/** Every namespace of the app: the English catalogue files. */
export function catalogueNamespaces(dir = LOCALES): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The namespaces a module's source names, of those given. */
export function namespacesUsedBy(code: string, known: readonly string[]): string[] {
  const used: string[] = [];
  for (const ns of known) {
    const n = escape(ns);
    const q = `['"\`]`;
    const patterns = [
      new RegExp(`useTranslation\\(\\s*${q}${n}${q}`), // useTranslation('orders')
      new RegExp(`useTranslation\\(\\s*\\[[^\\]]*${q}${n}${q}`), // useTranslation(['orders', 'common'])
      new RegExp(`${q}${n}:[\\w$.{]`), // t('orders:checkout.title'), t(`orders:${key}`)
      new RegExp(`\\bns\\s*[:=]\\s*\\{?\\s*(\\[[^\\]]*)?${q}${n}${q}`), // { ns: 'orders' }, ns="orders", ns: ['orders']
      new RegExp(`getFixedT\\([^)]*${q}${n}${q}`), // i18n.getFixedT(lang, 'orders')
    ];
    if (patterns.some((p) => p.test(code))) used.push(ns);
  }
  if (known.includes(ERRORS) && /\bERROR_NAMESPACE\b/.test(code) && !used.includes(ERRORS)) used.push(ERRORS);
  return used;
}

function isAppSource(id: string): boolean {
  const file = id.split('?')[0] ?? '';
  if (!file.startsWith(SRC) || !/\.(ts|tsx)$/.test(file)) return false;
  if (/\.test\.(ts|tsx)$/.test(file)) return false;
  return !file.startsWith(path.join(SRC, 'i18n') + path.sep);
}

export function i18nNamespaces(): Plugin {
  const known = [...catalogueNamespaces().filter((ns) => !BUILT_IN.has(ns)), ERRORS];
  return {
    name: 'afribridge-i18n-namespaces',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const ns = id.slice(VIRTUAL.length + 1);
      if (!known.includes(ns)) return null;
      // the registration is the module's whole point: kept even where the app's modules count as free of side effects
      if (ns === ERRORS) {
        const code = [
          `import { ENGLISH_ERROR_CATALOGUE } from '@app/shared/error-messages';`,
          `import { registerNamespace } from ${JSON.stringify(REGISTRY)};`,
          `registerNamespace(${JSON.stringify(ERRORS)}, ENGLISH_ERROR_CATALOGUE);`,
          '',
        ].join('\n');
        return { code, moduleSideEffects: true };
      }
      const file = path.join(LOCALES, `${ns}.json`);
      const code = [
        `import texts from ${JSON.stringify(file)};`,
        `import { registerNamespace } from ${JSON.stringify(REGISTRY)};`,
        `registerNamespace(${JSON.stringify(ns)}, texts);`,
        '',
      ].join('\n');
      return { code, moduleSideEffects: true };
    },
    transform(code, id) {
      if (!isAppSource(id)) return null;
      const used = namespacesUsedBy(code, known);
      if (used.length === 0) return null;
      const imports = used.map((ns) => `import ${JSON.stringify(VIRTUAL + ns)};`).join('');
      // on the first line, so the module's own lines keep their numbers
      return { code: `${imports}${code}`, map: null };
    },
  };
}
