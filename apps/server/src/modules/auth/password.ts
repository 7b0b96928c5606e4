import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@app/shared/constants';
import { msg, type Message } from '@app/shared/error-messages';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 64;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, for comparing against when the account does not exist (same timing). */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));

const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'letmein',
  'welcome',
  'welcome1',
  'iloveyou',
  'admin',
  'admin123',
  'monkey',
  'dragon',
  'football',
  'sunshine',
  'princess',
  'secret',
  'trustno1',
  'azerty',
  'changeme',
  'master',
  'login',
  'starwars',
  'whatever',
  '121212',
]);

/**
 * Reasons a password is too weak (empty when it is acceptable). The rules match registration, reset and change:
 * at least 6 characters (spec), at most 128, not a common password, not the e-mail address or the name.
 */
export function passwordWeaknesses(password: string, context: { email?: string; name?: string } = {}): Message[] {
  const reasons: Message[] = [];
  if (password.length < LIMITS.passwordMinLength)
    reasons.push(msg('auth.form.passwordMin', { minimum: LIMITS.passwordMinLength }));
  if (password.length > LIMITS.passwordMaxLength)
    reasons.push(msg('auth.form.passwordMax', { maximum: LIMITS.passwordMaxLength }));
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) reasons.push(msg('auth.passwordCommon'));
  if (/^(.)\1+$/.test(password)) reasons.push(msg('auth.passwordRepeated'));
  const email = context.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) reasons.push(msg('auth.passwordIsEmail'));
  const name = context.name?.trim().toLowerCase();
  if (name && name.length >= 3 && lower === name.replace(/\s+/g, '')) reasons.push(msg('auth.passwordIsName'));
  return reasons;
}
