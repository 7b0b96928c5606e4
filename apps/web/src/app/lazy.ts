import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (files use named exports only). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const mod = await load();
    return { default: mod[name] as ComponentType };
  });
}
