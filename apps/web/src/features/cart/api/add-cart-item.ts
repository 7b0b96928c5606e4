import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/cart/items: adds `quantity` to the product's line (signed in). */
export function addCartItem(body: { productId: string; quantity: number }): Promise<CartDto> {
  return apiFetch<CartDto>('/api/cart/items', { method: 'POST', body });
}
