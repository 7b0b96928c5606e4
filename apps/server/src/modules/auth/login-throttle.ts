import type { ErrorCode } from '@app/shared/errors';
import { msg } from '@app/shared/error-messages';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Sign-in throttle: counts FAILED sign-in attempts (wrong password or unknown e-mail, wrong or dead two-factor code)
 * per client IP in a fixed 15-minute window that opens at the first failure. Once `max` failures are counted, every
 * further attempt from that IP, even with the right password, is refused with RATE_LIMITED (429 + Retry-After, the
 * same answer @fastify/rate-limit gives) until the window ends. Successful sign-ins never count, so a demo user can
 * sign in and out as often as they like; a success does not reset the count either (or one valid account would let an
 * attacker keep guessing other accounts' passwords).
 *
 * The counters live in process memory, like @fastify/rate-limit's (decision 003): with several processes the limit
 * is per process. When the rate limit moves to Redis, this store moves with it (INCR + PEXPIRE on `login-fail:<ip>`).
 * Time comes from the injected clock so tests can move past the window.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Errors that mean "these credentials were wrong": the ones a guesser gets. */
const FAILURE_CODES = new Set<ErrorCode>([
  'INVALID_CREDENTIALS',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_LOCKED',
  'INVALID_TOKEN',
  'EXPIRED_TOKEN',
]);

/** Above this many tracked IPs, expired windows are swept on the next failure (memory stays bounded by traffic). */
const SWEEP_ABOVE = 10_000;

interface Window {
  failures: number;
  startedAt: number;
}

export interface LoginThrottle {
  /** Runs one sign-in attempt for `ip`: refused at once when over the limit; a credentials failure is counted. */
  attempt<T>(ip: string, run: () => Promise<T>): Promise<T>;
}

export function createLoginThrottle(options: { max: number; clock: Clock; windowMs?: number }): LoginThrottle {
  const windowMs = options.windowMs ?? LOGIN_FAILURE_WINDOW_MS;
  const windows = new Map<string, Window>();

  const current = (ip: string, now: number): Window | undefined => {
    const w = windows.get(ip);
    if (w && now - w.startedAt >= windowMs) {
      windows.delete(ip);
      return undefined;
    }
    return w;
  };

  const recordFailure = (ip: string, now: number) => {
    if (windows.size > SWEEP_ABOVE) {
      for (const [key, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(key);
    }
    const w = current(ip, now);
    if (w) w.failures += 1;
    else windows.set(ip, { failures: 1, startedAt: now });
  };

  return {
    async attempt(ip, run) {
      const now = options.clock.now().getTime();
      const w = current(ip, now);
      if (w && w.failures >= options.max) {
        const seconds = Math.max(1, Math.ceil((w.startedAt + windowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', msg('common.tooManyAttempts', { count: seconds }), {
          retryAfterSeconds: seconds,
        });
      }
      try {
        return await run();
      } catch (err) {
        if (err instanceof AppError && FAILURE_CODES.has(err.code)) recordFailure(ip, options.clock.now().getTime());
        throw err;
      }
    },
  };
}
