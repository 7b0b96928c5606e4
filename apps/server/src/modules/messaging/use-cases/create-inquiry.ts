import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { msg, unitParam } from '@app/shared/error-messages';
import { MESSAGE_LIMITS, type ConversationDto, type inquiryInput } from '@app/shared/messaging';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import { partyName } from '../message-dto.ts';
import { assertNotTooFast, assertSendRate } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';
import { appendMessage } from './append-message.ts';
import { getConversation } from './get-conversation.ts';
import { notifyRecipient } from './notify-recipient.ts';

type InquiryInput = z.output<typeof inquiryInput>;

/** A buyer asks a vendor about a product: a new thread whose first message is the inquiry; the vendor is notified. */
export async function createInquiry(deps: Deps, auth: AuthContext, input: InquiryInput): Promise<ConversationDto> {
  const product = (await productsForPricing(deps.db, [input.productId])).get(input.productId);
  if (!product || !product.available)
    throw new AppError('NOT_FOUND', msg('cart.productUnavailable'), {
      fields: { productId: msg('cart.productUnavailable') },
    });
  if (product.vendorId === auth.user.id)
    throw new AppError('VALIDATION_ERROR', msg('messaging.ownProduct'), {
      fields: { productId: msg('messaging.ownProductField') },
    });
  if (input.quantity < product.minOrder) {
    const text = msg('cart.belowMinOrder', {
      product: product.name,
      min: product.minOrder,
      unit: unitParam(product.unit),
    });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text }, minOrder: product.minOrder });
  }
  if (input.requiredBy && input.requiredBy < deps.clock.now().toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_ERROR', msg('messaging.requiredByPast'), {
      fields: { requiredBy: msg('messaging.dateFromToday') },
    });
  }
  const now = deps.clock.now();
  assertNotTooFast(
    await repo.countMessagesSince(deps.db, auth.user.id, new Date(now.getTime() - 3_600_000), 'inquiry'),
    MESSAGE_LIMITS.inquiriesPerHour,
    'inquiries',
    3600,
  );
  await assertSendRate(deps, deps.db, auth.user.id);
  const { conv, message } = await deps.db.transaction(async (tx) => {
    const conv = await repo.insertConversation(tx, {
      id: randomUUID(),
      buyerId: auth.user.id,
      vendorId: product.vendorId,
      productId: product.id,
      productName: product.name,
      status: 'open',
      createdAt: now,
      lastMessageAt: now,
    });
    const inquiry = {
      quantity: input.quantity,
      unit: input.unit,
      targetPrice: input.targetPrice,
      currency: input.currency,
      destinationCountry: input.destinationCountry,
      requiredBy: input.requiredBy,
    };
    const { message } = await appendMessage(
      deps,
      tx,
      conv,
      auth.user.id,
      'inquiry',
      input.message,
      { inquiry },
      input.attachmentIds,
    );
    return { conv, message };
  });
  await notifyRecipient(
    deps,
    conv,
    conv.vendorId,
    'message.inquiry',
    {
      buyerName: partyName(await getUserById(deps.db, auth.user.id), 'buyer'),
      quantity: `${input.quantity} ${input.unit}`,
      link: `/messages/${conv.id}`,
      messageId: message.id,
    },
    true,
  );
  return getConversation(deps, auth, conv.id);
}
