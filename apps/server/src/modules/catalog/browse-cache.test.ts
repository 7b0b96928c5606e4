import { describe, expect, it, vi } from 'vitest';
import { CACHE_MAX, remember, type BrowseCache } from './browse-cache.ts';

/** The in-process browse cache: bounded, shared by concurrent callers, per database, and off at TTL 0. */
describe('browse cache', () => {
  const TTL = 60_000;

  it('keeps at most CACHE_MAX entries per database: the one stored longest ago goes first', async () => {
    const cache: BrowseCache<number> = new WeakMap();
    const db = {};
    const load = vi.fn((n: number) => Promise.resolve(n));
    for (let i = 0; i <= CACHE_MAX; i += 1) await remember(cache, db, `k${i}`, TTL, () => load(i));
    expect(cache.get(db)!.size).toBe(CACHE_MAX);
    expect(load).toHaveBeenCalledTimes(CACHE_MAX + 1);
    // the newest is still held, the first one was dropped and loads again
    expect(await remember(cache, db, `k${CACHE_MAX}`, TTL, () => load(-1))).toBe(CACHE_MAX);
    expect(await remember(cache, db, 'k0', TTL, () => load(-2))).toBe(-2);
    expect(cache.get(db)!.size).toBe(CACHE_MAX);
  });

  it('shares one load between concurrent callers, keeps databases apart, and forgets a failed load', async () => {
    const cache: BrowseCache<string> = new WeakMap();
    const [a, b] = [{}, {}];
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = remember(cache, a, 'q', TTL, load);
    const second = remember(cache, a, 'q', TTL, load);
    resolve('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await remember(cache, b, 'q', TTL, () => Promise.resolve('other'))).toBe('other');

    await expect(remember(cache, a, 'bad', TTL, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await remember(cache, a, 'bad', TTL, () => Promise.resolve('back'))).toBe('back');
  });

  it('does not cache at TTL 0', async () => {
    const cache: BrowseCache<number> = new WeakMap();
    const db = {};
    const load = vi.fn(() => Promise.resolve(1));
    await remember(cache, db, 'q', 0, load);
    await remember(cache, db, 'q', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.get(db)).toBeUndefined();
  });
});
