import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorLanguages } from '../error-languages';

const ORDERS = fileURLToPath(new URL('../../../packages/shared/src/error-messages/orders.json', import.meta.url));
const HELPERS = fileURLToPath(new URL('../../../packages/shared/src/error-messages.ts', import.meta.url));

type Hook = (...args: unknown[]) => unknown;
const plugin = errorLanguages();
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;
const resolve = (source: string, importer?: string) =>
  (plugin.resolveId as Hook).call({}, source, importer, {}) as Promise<string | null>;

/** Evaluates the module text the plugin returns (an ES module of one language's texts). */
async function textsOf(code: string): Promise<Record<string, unknown>> {
  const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: Record<string, unknown>;
  };
  return mod.default;
}

describe('shared error catalogues split per language (issue 19)', () => {
  it('serves one language of a catalogue file, and nothing of the others', async () => {
    const fr = await textsOf(load(`${ORDERS}?lang=fr`)!);
    expect(fr.notFound).toBe('Commande introuvable');
    const code = load(`${ORDERS}?lang=fr`)!;
    expect(code).not.toContain('Order not found');
    expect(code).not.toContain('الطلب غير موجود');
  });

  it('gives the shared helpers the English part of each file, and leaves every other import alone', async () => {
    expect(await resolve('./error-messages/orders.json', HELPERS)).toBe(`${ORDERS}?lang=en`);
    expect(await resolve('./error-messages/orders.json', '/somewhere/else.ts')).toBeNull();
    expect(await resolve('./x.json?raw', HELPERS)).toBeNull();
    expect(load(ORDERS)).toBeNull();
    expect(load(`${ORDERS}?lang=../../etc`)).toBeNull();
  });
});
