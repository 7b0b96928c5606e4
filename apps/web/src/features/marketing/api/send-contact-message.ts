import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactRequest, contactResponse } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export type ContactResponse = z.infer<typeof contactResponse>;

/** POST /api/support/contact: saves a ticket and e-mails support and the sender. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/support/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
