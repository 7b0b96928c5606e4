import type { CartDto } from '@app/shared/cart';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../cart.repository.ts';
import { priceItems } from './price-items.ts';

export async function getCart(deps: Deps, auth: AuthContext): Promise<CartDto> {
  return priceItems(deps.db, await repo.itemsOf(deps.db, auth.user.id), {
    buyerId: auth.user.id,
    now: deps.clock.now(),
  });
}
