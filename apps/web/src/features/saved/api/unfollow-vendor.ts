import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/suppliers/:vendorId/follow. */
export function unfollowVendor(vendorId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/suppliers/${encodeURIComponent(vendorId)}/follow`, { method: 'DELETE' });
}
