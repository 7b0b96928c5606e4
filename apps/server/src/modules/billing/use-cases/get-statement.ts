import { statementNumber, type StatementDto } from '@app/shared/billing';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { getUserById } from '../../auth/use-cases/get-user-by-id.ts';
import * as repo from '../billing.repository.ts';
import { loadStatement } from '../statement-data.ts';
import { monthRange } from '../statement-lines.ts';

/** The subject of a vendor's statement of a month (one number per vendor and month). */
export const statementSubject = (vendorId: string, month: string) => `${vendorId}:${month}`;

/**
 * A vendor's statement of a month (JSON): the vendor themself and admins only (anyone else, or a user who is not a
 * vendor, gets 404), for a month that has started. Its number is there once the statement was issued (downloaded).
 */
export async function getStatement(
  deps: Deps,
  auth: AuthContext,
  input: { vendorId: string; month: string },
): Promise<StatementDto> {
  if (auth.user.id !== input.vendorId && !isAdmin(auth))
    throw new AppError('NOT_FOUND', msg('billing.documentNotFound'));
  const vendor = await getUserById(deps.db, input.vendorId);
  if (!vendor || !vendor.roles.includes('vendor')) throw new AppError('NOT_FOUND', msg('billing.documentNotFound'));
  const now = deps.clock.now();
  if (monthRange(input.month).from > now) throw new AppError('VALIDATION_ERROR', msg('billing.monthNotStarted'));
  const name = vendor.company || `${vendor.firstName} ${vendor.lastName}`.trim() || vendor.email;
  const statement = await loadStatement(deps.db, { id: vendor.id, name }, input.month, now);
  const issued = await repo.findIssued(deps.db, 'statement', statementSubject(vendor.id, input.month));
  return { ...statement, number: issued ? statementNumber(issued.number) : null };
}
