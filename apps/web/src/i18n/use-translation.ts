import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './registry';
import type { TFunction, Translator } from './translator';

/**
 * The texts of one namespace in the page's language, for a component: drawn again when the language changes or texts
 * arrive. A namespace not loaded yet is fetched (English stands in meanwhile).
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  const lang = i18n.language;
  const ready = !ns || i18n.hasLoadedNamespace(ns);
  useEffect(() => {
    if (!ready && ns) void i18n.loadNamespaces(ns);
  }, [ready, ns, lang]);
  const t = useMemo(() => i18n.getFixedT(lang, ns), [lang, ns]);
  return { t, i18n };
}
