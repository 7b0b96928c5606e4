import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/saved/products/:id (removing a product that is not saved is fine). */
export function unsaveProduct(productId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/saved/products/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}
