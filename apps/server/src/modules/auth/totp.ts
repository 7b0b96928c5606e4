import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/**
 * Checks a 6-digit code with one step of clock drift either way. Returns the time step that matched, or null.
 * A step at or before `lastUsedStep` is refused, so a code cannot be replayed.
 */
export function verifyTotp(secret: string, code: string, now: Date, lastUsedStep: string | null): number | null {
  const totp = totpFor(secret, 'x', 'x');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  if (lastUsedStep !== null && step <= Number(lastUsedStep)) return null;
  return step;
}

/** The current code (tests and the demo only). */
export function currentTotp(secret: string, now: Date): string {
  return totpFor(secret, 'x', 'x').generate({ timestamp: now.getTime() });
}
