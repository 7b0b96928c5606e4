import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/cart/items/:productId. */
export function removeCartItem(productId: string): Promise<CartDto> {
  return apiFetch<CartDto>(`/api/cart/items/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}
