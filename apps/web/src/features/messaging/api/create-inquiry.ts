import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto, InquiryInput } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

/** POST /api/messaging/inquiries: starts a conversation with the supplier about a product. */
export function createInquiry(input: InquiryInput): Promise<ConversationDto> {
  return apiFetch<ConversationDto>('/api/messaging/inquiries', { method: 'POST', body: input });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingQueryRoot }),
  });
}
