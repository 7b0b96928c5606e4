import { msg } from '@app/shared/error-messages';
import type { OfferDto } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toOfferDto } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';

/** One quote: its buyer, its vendor and admins. */
export async function getOffer(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || (o.buyerId !== auth.user.id && o.vendorId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('offers.notFound'));
  return toOfferDto(o);
}
