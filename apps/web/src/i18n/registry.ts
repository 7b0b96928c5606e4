import { Translator } from './translator';

/**
 * The translation engine's instance and the register of namespaces in use (issue 19). A catalogue is loaded when the
 * code that uses it is: the build (../../i18n-namespaces.ts) adds to each module an import of the namespaces it
 * names, whose module registers the English texts (built into the same chunk as that code) and, for a reader in
 * another language, fetches that language's file of the namespace. A page's chunk is drawn once those fetches end
 * (lazy.ts), so a reader never sees English first. This module imports nothing of the app, so any module may register
 * without an import cycle.
 */
export const i18n = new Translator();

const early = new Map<string, Record<string, unknown>>();
const pending = new Set<Promise<unknown>>();
let started = false;

/** Keeps a catalogue fetch in flight until it ends, for `namespacesSettled`. */
export function track(promise: Promise<unknown>): void {
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/** Called by the namespace modules the build adds: the English texts now, the page language's file fetched. */
export function registerNamespace(ns: string, english: Record<string, unknown>): void {
  if (!started) {
    early.set(ns, english);
    return;
  }
  // Silently: a component draws only after its module registered its texts, so no drawn component waits for these,
  // and the 'added' event would draw every translated component again, once per namespace a page brings (a tenth to
  // a quarter of a page's first drawing work, measured). Not copied: the texts are the module's own and never change.
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, english, { silent: true });
  track(i18n.loadNamespaces(ns));
}

/** The namespaces registered before the instance started (given to `init`), and from now on added directly. */
export function startRegistry(): Map<string, Record<string, unknown>> {
  started = true;
  const taken = new Map(early);
  early.clear();
  return taken;
}

/** Resolves when every catalogue fetch started so far has ended (loaded or failed: English then stands in). */
export async function namespacesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
