import { catalogVersion } from './catalog.repository.ts';

/**
 * Browse pages and totals kept for a short while, per database (tests run several databases in one process), by
 * normalised query. In process memory, per process: each server process keeps its own (at most CACHE_MAX entries per
 * cache and database), a catalogue write drops this process's entries at once (catalogVersion), and another
 * process's writes show once the TTL has run out. Nothing here is needed for correctness; a second process only
 * misses the saved queries.
 */
type Entries<T> = Map<string, { at: number; version: number; value: Promise<T> }>;
export type BrowseCache<T> = WeakMap<object, Entries<T>>;

export const CACHE_MAX = 2_000;

/**
 * The cached value for `key` when younger than `ttl` ms and no catalogue write happened since; else `load`, shared by
 * concurrent callers. A failed load is forgotten. When full, the entry stored longest ago goes first.
 */
export function remember<T>(
  caches: BrowseCache<T>,
  database: object,
  key: string,
  ttl: number,
  load: () => Promise<T>,
): Promise<T> {
  if (ttl === 0) return load();
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map() as Entries<T>));
  const now = performance.now();
  const version = catalogVersion();
  const hit = cache.get(key);
  if (hit && hit.version === version && now - hit.at < ttl) return hit.value;
  const value = load();
  // a stale entry is replaced at the end of the order, not counted as a new one
  cache.delete(key);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  const entry = { at: now, version, value };
  cache.set(key, entry);
  const own = cache;
  value.catch(() => {
    if (own.get(key) === entry) own.delete(key);
  });
  return value;
}
