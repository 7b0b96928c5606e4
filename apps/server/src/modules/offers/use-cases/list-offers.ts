import { msg } from '@app/shared/error-messages';
import type { OfferDto } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { findConversationForRead, roleIn } from '../../messaging/messaging.service.ts';
import { toOfferDto } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';
import { expireDueOffers } from './expire-due-offers.ts';

/** The quotes of a conversation, newest first: the two parties and admins. */
export async function listOffers(deps: Deps, auth: AuthContext, conversationId: string): Promise<OfferDto[]> {
  const conv = await findConversationForRead(deps.db, conversationId);
  if (!conv || !roleIn(conv, auth)) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  await expireDueOffers(deps, conversationId);
  return (await repo.offersOfConversation(deps.db, conversationId)).map(toOfferDto);
}
