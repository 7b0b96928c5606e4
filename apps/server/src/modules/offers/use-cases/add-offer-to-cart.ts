import { msg } from '@app/shared/error-messages';
import type { OfferDto } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { putOfferLine } from '../../cart/cart.service.ts';
import { isPastValidity } from '../offer-state.ts';
import { toOfferDto } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';

/** Puts an accepted, still valid offer back in the buyer's cart (after they removed it). */
export async function addOfferToCart(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || o.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('offers.notFound'));
  if (o.orderId) throw new AppError('CONFLICT', msg('offers.alreadyOrdered'));
  if (o.status === 'EXPIRED' || (o.status === 'ACCEPTED' && isPastValidity(o.validUntil, deps.clock.now())))
    throw new AppError('OFFER_EXPIRED', msg('offers.expired'));
  if (o.status !== 'ACCEPTED') throw new AppError('CONFLICT', msg('offers.acceptFirst'));
  await putOfferLine(deps.db, auth.user.id, o.productId, o.id, o.quantity, deps.clock.now());
  return toOfferDto(o);
}
