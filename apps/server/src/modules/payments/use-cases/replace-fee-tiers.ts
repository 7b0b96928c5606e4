import { feeTierProblems, MAX_FEE_TIERS, MAX_TIER_BOUND_CENTS, type FeeTierProblem } from '@app/shared/fees';
import type { FeeTiersDto, ReplaceFeeTiersInput } from '@app/shared/payments';
import { money, msg, type Message } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../payments.repository.ts';
import { listFeeTiers } from './list-fee-tiers.ts';

function problemMessage(p: FeeTierProblem, input: ReplaceFeeTiersInput): Message {
  const tier = p.index + 1;
  switch (p.code) {
    case 'EMPTY':
      return msg('payments.feeTiers.EMPTY');
    case 'TOO_MANY':
      return msg('payments.feeTiers.TOO_MANY', { max: MAX_FEE_TIERS });
    case 'BOUND_TOO_BIG':
      return msg('payments.feeTiers.BOUND_TOO_BIG', { tier, max: money(MAX_TIER_BOUND_CENTS, 'USD') });
    case 'NOT_ASCENDING': {
      const previous = input.tiers[p.index - 1]?.upToCents;
      return msg('payments.feeTiers.NOT_ASCENDING', {
        tier,
        previous: previous === null || previous === undefined ? '—' : money(previous, 'USD'),
      });
    }
    default:
      return msg(`payments.feeTiers.${p.code}`, { tier });
  }
}

/**
 * An admin replaces the buyer fee tier table as a whole. Refused unless the new table is usable (ascending bounds,
 * rates 0-100%, the last tier open-ended): each problem is reported on its field (`tiers.<n>.upToCents` / `.rateBps`).
 * The change and the table before it are written to the audit log in the same transaction. Carts are priced with the
 * new table at once; checkouts already started keep the fee they were issued with.
 */
export async function replaceFeeTiers(
  deps: Deps,
  auth: AuthContext,
  input: ReplaceFeeTiersInput,
): Promise<FeeTiersDto> {
  const problems = feeTierProblems(input.tiers);
  if (problems.length > 0) {
    const fields: Record<string, Message> = {};
    for (const p of problems) {
      const key = p.index < 0 ? 'tiers' : `tiers.${p.index}.${p.field === 'rate' ? 'rateBps' : 'upToCents'}`;
      fields[key] ??= problemMessage(p, input);
    }
    throw new AppError('VALIDATION_ERROR', problemMessage(problems[0]!, input), { fields });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockFeeTiers(tx);
    await repo.replaceFeeTiers(
      tx,
      input.tiers.map((t, position) => ({
        position,
        upToCents: t.upToCents,
        rateBps: t.rateBps,
        updatedAt: now,
        updatedBy: auth.user.id,
      })),
    );
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.fee_tiers_replaced',
      subjectType: 'fee_tiers',
      data: { before: before.map((r) => ({ upToCents: r.upToCents, rateBps: r.rateBps })), after: input.tiers },
    });
  });
  return listFeeTiers(deps.db);
}
