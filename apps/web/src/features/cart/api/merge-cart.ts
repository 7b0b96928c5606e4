import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';
import type { LocalCartLine } from '../local-cart';

/** POST /api/cart/merge: adds the guest's browser cart to the signed-in user's cart (at sign-in). */
export function mergeCart(items: LocalCartLine[]): Promise<CartDto> {
  return apiFetch<CartDto>('/api/cart/merge', { method: 'POST', body: { items } });
}
