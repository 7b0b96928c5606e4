import type { z } from 'zod';
import { priceToCents } from '@app/shared/catalog';
import { msg } from '@app/shared/error-messages';
import type { counterInput } from '@app/shared/messaging';
import { displayName } from '@app/shared/names';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import {
  appendMessage,
  conversationOfParty,
  lockConversationForUpdate,
  notifyRecipient,
} from '../../messaging/messaging.service.ts';
import * as repo from '../offers.repository.ts';

type CounterInput = z.output<typeof counterInput>;

/** The buyer proposes another price: a message in the thread; the vendor may answer with a new quote. */
export async function counterOffer(
  deps: Deps,
  auth: AuthContext,
  offerId: string,
  input: CounterInput,
): Promise<{ messageId: string }> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || (o.buyerId !== auth.user.id && o.vendorId !== auth.user.id))
    throw new AppError('NOT_FOUND', msg('offers.notFound'));
  if (o.buyerId !== auth.user.id) throw new AppError('FORBIDDEN', msg('offers.buyerOnlyCounter'));
  if (o.status !== 'SENT') throw new AppError('CONFLICT', msg('offers.counterOpenOnly'));
  const { conv } = await conversationOfParty(deps.db, auth, o.conversationId);
  const { message, recipientId } = await deps.db.transaction(async (tx) => {
    const locked = (await lockConversationForUpdate(tx, conv.id))!;
    return appendMessage(deps, tx, locked, auth.user.id, 'counter', input.body, {
      counter: { unitPriceCents: priceToCents(input.unitPrice), currency: input.currency, offerId: o.id },
    });
  });
  const buyer = await getUserById(deps.db, auth.user.id);
  const senderName = buyer ? displayName(buyer.firstName, buyer.lastName, buyer.email) : 'The buyer';
  await notifyRecipient(deps, conv, recipientId, 'message.new', {
    senderName,
    preview: `Counter-offer: ${input.unitPrice} ${input.currency} per ${o.unit}`,
    messageId: message.id,
  });
  return { messageId: message.id };
}
