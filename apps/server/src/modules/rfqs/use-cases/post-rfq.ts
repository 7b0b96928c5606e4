import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { priceToCents } from '@app/shared/catalog';
import type { RfqDto, rfqInput } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { attachToRfq } from '../../messaging/messaging.service.ts';
import { assertDates, assertRoomForAnother, filesOf, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';
import { notifyMatchingVendors } from './notify-matching-vendors.ts';

type RfqInput = z.output<typeof rfqInput>;

/**
 * A buyer posts a buying request. At most 20 open at once (checked with the buyer's requests locked by an advisory
 * lock, so two posts at once cannot both pass). Matching vendors are told after the commit.
 */
export async function postRfq(deps: Deps, auth: AuthContext, input: RfqInput): Promise<RfqDto> {
  const now = deps.clock.now();
  assertDates(input, now);
  const rfq = await deps.db.transaction(async (tx) => {
    await assertRoomForAnother(tx, auth.user.id, now);
    const row = await repo.insertRfq(tx, {
      id: randomUUID(),
      buyerId: auth.user.id,
      product: input.product,
      category: input.category,
      quantity: input.quantity,
      unit: input.unit,
      targetUnitPriceCents: input.targetUnitPrice ? priceToCents(input.targetUnitPrice) : null,
      currency: input.currency,
      destinationCountry: input.destinationCountry,
      incoterm: input.incoterm,
      neededBy: input.neededBy || null,
      certifications: [...new Set(input.certifications.map((c) => c.trim()).filter(Boolean))],
      verifiedOnly: input.verifiedOnly,
      details: input.details,
      closesOn: input.closesOn,
      status: 'OPEN',
      createdAt: now,
    });
    await attachToRfq(tx, auth.user.id, input.attachmentIds, row.id);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'rfq.posted',
      subjectType: 'rfq',
      subjectId: row.id,
      data: { category: row.category, quantity: row.quantity, closesOn: row.closesOn },
    });
    return row;
  });
  await notifyMatchingVendors(deps, rfq);
  return toRfqDto(rfq, 0, now, (await filesOf(deps.db, [rfq.id])).get(rfq.id));
}
