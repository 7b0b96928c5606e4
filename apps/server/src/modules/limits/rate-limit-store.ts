import type { Counters } from './counters.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit gives a store's child(): the route's merged options, with the route itself. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counts in shared Counters, so a limit holds
 * across every process (issue 21). The plugin makes one child per rate-limited route: its keys are prefixed with the
 * route, as the plugin's own in-memory store keeps one map per route.
 */
export function sharedRateLimitStore(counters: Counters) {
  return class SharedRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'app:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (c) => cb(null, { current: c.count, ttl: c.ttlMs }),
        (err: unknown) => cb(err as Error),
      );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      counters.peek(this.prefix + key, timeWindow).then(
        (c) => cb(null, { current: c.count, ttl: c.ttlMs }),
        (err: unknown) => cb(err as Error),
      );
    }

    // typed `object`: the plugin's types say a route's options, its code passes them merged with `routeInfo`
    child(routeOptions: object): SharedRateLimitStore {
      const route = (routeOptions as RouteLimitOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(routeOptions, `${method} ${route?.url ?? ''}|`);
    }
  };
}
