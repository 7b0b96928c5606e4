import type { ErrorCode } from '@app/shared/errors';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import type { Counters } from '../limits/limits.service.ts';

/**
 * Sign-in throttle: counts FAILED sign-in attempts (wrong password or unknown e-mail, wrong or dead two-factor code)
 * per client IP in a fixed 15-minute window that opens at the first failure. Once `max` failures are counted, every
 * further attempt from that IP, even with the right password, is refused with RATE_LIMITED (429 + Retry-After, the
 * same answer @fastify/rate-limit gives) until the window ends. Successful sign-ins never count, so a demo user can
 * sign in and out as often as they like; a success does not reset the count either (or one valid account would let an
 * attacker keep guessing other accounts' passwords).
 *
 * The counts are the shared Counters' (`login-fail:<ip>`): in the database, or in Redis with REDIS_URL, so the limit
 * holds over every server process together (issue 21).
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

export interface LoginThrottle {
  /** Runs one sign-in attempt for `ip`: refused at once when over the limit; a credentials failure is counted. */
  attempt<T>(ip: string, run: () => Promise<T>): Promise<T>;
}

export function createLoginThrottle(options: { max: number; counters: Counters; windowMs?: number }): LoginThrottle {
  const windowMs = options.windowMs ?? LOGIN_FAILURE_WINDOW_MS;
  const key = (ip: string) => `login-fail:${ip}`;
  return {
    async attempt(ip, run) {
      const seen = await options.counters.peek(key(ip), windowMs);
      if (seen.count >= options.max) {
        const seconds = Math.max(1, Math.ceil(seen.ttlMs / 1000));
        throw new AppError('RATE_LIMITED', msg('common.tooManyAttempts', { count: seconds }), {
          retryAfterSeconds: seconds,
        });
      }
      try {
        return await run();
      } catch (err) {
        if (err instanceof AppError && FAILURE_CODES.has(err.code)) await options.counters.hit(key(ip), windowMs);
        throw err;
      }
    },
  };
}
