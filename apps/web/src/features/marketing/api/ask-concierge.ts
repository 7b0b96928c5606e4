import type { AskConciergeRequest, AskConciergeResponse } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/concierge/ask: one message to the server concierge; the reply carries its sources. */
export function askConcierge(body: AskConciergeRequest): Promise<AskConciergeResponse> {
  return apiFetch<AskConciergeResponse>('/api/concierge/ask', { method: 'POST', body });
}
