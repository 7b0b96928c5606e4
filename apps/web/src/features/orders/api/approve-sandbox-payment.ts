import { apiFetch } from '../../../lib/api-client';

/** POST /api/payments/sandbox/orders/:token/approve: the payer approves the test payment. */
export function approveSandboxPayment(token: string): Promise<{ status: string }> {
  return apiFetch<{ status: string }>(`/api/payments/sandbox/orders/${encodeURIComponent(token)}/approve`, {
    method: 'POST',
  });
}
