import type { ConversationDto } from '@app/shared/messaging';
import type { Deps } from '../../../deps.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import { messageDtos, partyName, summaries } from '../message-dto.ts';
import { readableConversation } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** A thread with its messages: its two parties and admins. */
export async function getConversation(deps: Deps, auth: AuthContext, id: string): Promise<ConversationDto> {
  const { conv } = await readableConversation(deps.db, auth, id);
  const [summary] = await summaries(deps.db, auth, [conv]);
  const rows = await repo.messagesOf(deps.db, conv.id);
  const product = conv.productId
    ? (await productsForPricing(deps.db, [conv.productId])).get(conv.productId)
    : undefined;
  const [buyer, vendor] = await Promise.all([getUserById(deps.db, conv.buyerId), getUserById(deps.db, conv.vendorId)]);
  return {
    ...summary!,
    buyerName: partyName(buyer, 'buyer'),
    vendorName: partyName(vendor, 'vendor'),
    productMinOrder: product?.minOrder ?? null,
    productUnit: product?.unit ?? null,
    productCurrency: product?.currency ?? null,
    messages: await messageDtos(deps.db, auth.user.id, conv, rows),
  };
}
