import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { msg } from '@app/shared/error-messages';

/**
 * Split tokens: a public selector finds the row, a secret verifier is compared by hash.
 * Only the hash is stored, so a database leak does not leak usable links.
 */
export async function issueToken(
  db: DbOrTx,
  userId: string,
  purpose: repo.TokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<{ selector: string; verifier: string }> {
  const selector = randomToken(16);
  const verifier = randomToken(32);
  await repo.insertToken(db, {
    id: randomUUID(),
    purpose,
    selector,
    verifierHash: sha256(verifier),
    userId,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return { selector, verifier };
}

/** Checks and consumes a token exactly once. Throws INVALID_TOKEN or EXPIRED_TOKEN. */
export async function consumeToken(
  db: DbOrTx,
  purpose: repo.TokenPurpose,
  selector: string,
  verifier: string,
  now: Date,
): Promise<repo.TokenRow> {
  const row = await repo.findToken(db, purpose, selector);
  if (!row || !safeEqual(row.verifierHash, sha256(verifier))) {
    throw new AppError('INVALID_TOKEN', msg('auth.linkInvalid'));
  }
  if (row.usedAt) throw new AppError('INVALID_TOKEN', msg('auth.linkUsed'));
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('EXPIRED_TOKEN', msg('auth.linkExpired'));
  if (!(await repo.consumeToken(db, row.id, now))) throw new AppError('INVALID_TOKEN', msg('auth.linkUsed'));
  return row;
}

/** "selector.verifier" as one opaque string (verification links, 2FA challenges). */
export function joinToken(t: { selector: string; verifier: string }): string {
  return `${t.selector}.${t.verifier}`;
}

export function splitToken(token: string): { selector: string; verifier: string } {
  const [selector = '', verifier = ''] = token.split('.');
  return { selector, verifier };
}
