import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { RfqDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { copyRfqAttachments } from '../../messaging/messaging.service.ts';
import { assertDates, assertRoomForAnother, filesOf, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';
import { notifyMatchingVendors } from './notify-matching-vendors.ts';

/** The buyer posts a copy of one of their requests (any status) with a new closing date; vendors are told again. */
export async function repostRfq(
  deps: Deps,
  auth: AuthContext,
  rfqId: string,
  input: { closesOn: string },
): Promise<RfqDto> {
  const now = deps.clock.now();
  const source = await repo.findRfq(deps.db, rfqId);
  if (!source || source.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('rfqs.notFound'));
  assertDates({ closesOn: input.closesOn, neededBy: source.neededBy ?? '' }, now);
  const copy = await deps.db.transaction(async (tx) => {
    await assertRoomForAnother(tx, auth.user.id, now);
    const { id: _id, status: _s, awardedOfferId: _a, createdAt: _c, closedAt: _cl, closesOn: _co, ...rest } = source;
    const row = await repo.insertRfq(tx, {
      ...rest,
      id: randomUUID(),
      closesOn: input.closesOn,
      status: 'OPEN',
      createdAt: now,
    });
    await copyRfqAttachments(tx, source.id, row.id, now);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'rfq.reposted',
      subjectType: 'rfq',
      subjectId: row.id,
      data: { from: source.id, closesOn: row.closesOn },
    });
    return row;
  });
  await notifyMatchingVendors(deps, copy);
  return toRfqDto(copy, 0, now, (await filesOf(deps.db, [copy.id])).get(copy.id));
}
