import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/cart/items/:productId: sets a line's quantity (0 removes it). */
export function updateCartItem(productId: string, quantity: number): Promise<CartDto> {
  return apiFetch<CartDto>(`/api/cart/items/${encodeURIComponent(productId)}`, { method: 'PUT', body: { quantity } });
}
