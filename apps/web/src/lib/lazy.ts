import { lazy, type ComponentType } from 'react';
import { namespacesSettled } from '../i18n/registry';

type ComponentOf<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * React.lazy for a module's named export (files use named exports only), keeping its props. The component draws once
 * the catalogues its code registered are in (the reader's language fetched with the chunk: no English first).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const mod = await load();
    await namespacesSettled();
    return { default: mod[name] as ComponentOf<M[K]> };
  });
}
