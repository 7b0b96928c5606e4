import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as letters from '../letters-of-credit.repository.ts';

/** The bank's confirmation of a letter of credit, to the buyer who sent it and to admins; 404 to anyone else. */
export async function letterOfCreditDocument(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
  letterId: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const letter = await letters.findLetterOfCredit(deps.db, letterId);
  if (!letter || letter.checkoutId !== checkoutId || (letter.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.letterOfCredit.notFound'));
  const data = await deps.files.get(letter.documentKey);
  if (!data) throw new AppError('NOT_FOUND', msg('orders.letterOfCredit.notFound'));
  return { filename: letter.documentName, mime: letter.documentMime, data };
}
