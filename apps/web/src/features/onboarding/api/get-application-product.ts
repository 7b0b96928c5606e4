import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';

/** The first product of an earlier application (GET /api/vendor/products/:id), to prefill a resubmission; null if unreadable. */
export async function fetchApplicationProduct(productId: string): Promise<ProductDto | null> {
  try {
    return await apiFetch<ProductDto>(`/api/vendor/products/${encodeURIComponent(productId)}`);
  } catch {
    return null;
  }
}
