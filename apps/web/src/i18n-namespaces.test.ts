import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueNamespaces, i18nNamespaces, namespacesUsedBy } from '../i18n-namespaces';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const KNOWN = [...catalogueNamespaces().filter((ns) => ns !== 'common'), 'errors'];

type Hook = (...args: unknown[]) => unknown;
const plugin = i18nNamespaces();
const transform = (code: string, id: string) =>
  (plugin.transform as Hook).call({}, code, id) as { code: string } | null;
const load = (id: string) => (plugin.load as Hook).call({}, id) as { code: string; moduleSideEffects: boolean } | null;
const resolve = (source: string) => (plugin.resolveId as Hook).call({}, source, undefined, {}) as string | null;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the namespaces a module names', () => {
  it('finds useTranslation, prefixed keys, ns options and getFixedT', () => {
    expect(namespacesUsedBy(`const { t } = useTranslation('orders');`, KNOWN)).toEqual(['orders']);
    expect(namespacesUsedBy(`useTranslation(["cart", 'catalog'])`, KNOWN)).toEqual(['cart', 'catalog']);
    expect(namespacesUsedBy(`t('shipping:tracking.title')`, KNOWN)).toEqual(['shipping']);
    expect(namespacesUsedBy('t(`marketing:${key}.title`)', KNOWN)).toEqual(['marketing']);
    expect(namespacesUsedBy(`error={{ ns: 'admin', fallback: 'x.failed' }}`, KNOWN)).toEqual(['admin']);
    expect(namespacesUsedBy(`<Trans ns="reviews" i18nKey="a" />`, KNOWN)).toEqual(['reviews']);
    expect(namespacesUsedBy(`i18n.getFixedT(lang, 'fx')`, KNOWN)).toEqual(['fx']);
    expect(namespacesUsedBy(`t(key, { ...values, ns: ERROR_NAMESPACE })`, KNOWN)).toEqual(['errors']);
  });

  it('does not take a query key, a path or another namespace’s key for a namespace', () => {
    expect(namespacesUsedBy(`useQuery({ queryKey: ['orders', id] })`, KNOWN)).toEqual([]);
    expect(namespacesUsedBy(`navigate('/cart'); fetch('/api/orders/' + id)`, KNOWN)).toEqual([]);
    expect(namespacesUsedBy(`t('common:errors.network')`, KNOWN)).toEqual([]);
    expect(namespacesUsedBy(`const status = 'shipping'; const tab = "admin";`, KNOWN)).toEqual([]);
  });

  it('every useTranslation of the app names its namespaces literally, so the build can see them', () => {
    const dynamic: string[] = [];
    for (const file of sources(SRC)) {
      if (file === path.join(SRC, 'i18n', 'use-translation.ts')) continue; // the hook itself
      const code = readFileSync(file, 'utf8');
      for (const call of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
        const arg = (call[1] ?? '').trim();
        if (arg === '' || /^(['"`])[\w-]+\1$/.test(arg) || /^\[(\s*(['"`])[\w-]+\2\s*,?)+\]$/.test(arg)) continue;
        dynamic.push(`${path.relative(SRC, file)}: useTranslation(${arg})`);
      }
    }
    // ErrorState takes its namespace as a prop: its callers name it as `ns: '…'`, which the build sees
    expect(dynamic).toEqual(['components/ui/query-state.tsx: useTranslation(ns)']);
  });

  it('every namespace the app names literally is one it has', () => {
    const unknown = new Set<string>();
    for (const file of sources(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const call of code.matchAll(/useTranslation\(\s*['"`]([\w-]+)['"`]/g)) {
        if (call[1] !== 'common' && !KNOWN.includes(call[1]!)) unknown.add(`${path.relative(SRC, file)}: ${call[1]}`);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe('the i18n-namespaces plugin', () => {
  const page = path.join(SRC, 'features', 'orders', 'pages', 'example-page.tsx');

  it('adds to a module of the app an import of each namespace it names, on its first line', () => {
    const code = `import x from 'y';\nexport function P() { const { t } = useTranslation('orders'); return t('cart:title'); }\n`;
    const out = transform(code, page);
    expect(out?.code.split('\n')[0]).toBe(
      `import "virtual:i18n-ns/cart";import "virtual:i18n-ns/orders";import x from 'y';`,
    );
    expect(out?.code.split('\n').length).toBe(code.split('\n').length);
  });

  it('leaves alone tests, the i18n modules, files outside the app and modules naming no namespace', () => {
    const code = `useTranslation('orders')`;
    expect(transform(code, page.replace('.tsx', '.test.tsx'))).toBeNull();
    expect(transform(code, path.join(SRC, 'i18n', 'i18n.ts'))).toBeNull();
    expect(transform(code, '/elsewhere/node_modules/lib/index.js')).toBeNull();
    expect(transform(`useTranslation('common')`, page)).toBeNull();
  });

  it('answers a namespace module with the English texts registered, and nothing for an unknown name', () => {
    expect(resolve('virtual:i18n-ns/orders')).toBe('\0virtual:i18n-ns/orders');
    expect(resolve('./orders')).toBeNull();
    const orders = load('\0virtual:i18n-ns/orders');
    expect(orders?.code).toContain(JSON.stringify(path.join(SRC, 'i18n', 'locales', 'en', 'orders.json')));
    expect(orders?.code).toContain(`registerNamespace("orders", texts)`);
    // kept although the app's modules are declared free of side effects (package.json)
    expect(orders?.moduleSideEffects).toBe(true);
    expect(load('\0virtual:i18n-ns/errors')?.code).toContain('ENGLISH_ERROR_CATALOGUE');
    expect(load('\0virtual:i18n-ns/../../secrets')).toBeNull();
    expect(load('\0virtual:i18n-ns/common')).toBeNull();
  });
});
