import { useSearchParams } from 'react-router';

/** Keeps the selected tab in the ?tab= query parameter so it survives reloads and can be linked. */
export function useTabParam<K extends string>(ids: readonly K[], fallback: K): [K, (id: K) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const value = raw !== null && (ids as readonly string[]).includes(raw) ? (raw as K) : fallback;
  const set = (id: K) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === fallback) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return [value, set];
}
