import type { EscalateRequest, EscalateResponse } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/concierge/escalate: hands the conversation to a person (a support ticket with the transcript). */
export function escalateConcierge(body: EscalateRequest): Promise<EscalateResponse> {
  return apiFetch<EscalateResponse>('/api/concierge/escalate', { method: 'POST', body });
}
