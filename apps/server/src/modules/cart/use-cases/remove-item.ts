import type { CartDto } from '@app/shared/cart';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../cart.repository.ts';
import { getCart } from './get-cart.ts';

export async function removeItem(deps: Deps, auth: AuthContext, productId: string): Promise<CartDto> {
  await repo.remove(deps.db, auth.user.id, productId);
  return getCart(deps, auth);
}
