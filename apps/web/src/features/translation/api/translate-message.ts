import { useMutation } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants';
import type { MessageTranslationDto } from '@app/shared/translation';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/translation/conversations/:conversationId/messages/:messageId (the thread's parties and admins). */
export function translateMessage(
  conversationId: string,
  messageId: string,
  target: Language,
): Promise<MessageTranslationDto> {
  return apiFetch<MessageTranslationDto>(
    `/api/translation/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}`,
    { method: 'POST', body: { target } },
  );
}

export function useTranslateMessage(conversationId: string, messageId: string) {
  return useMutation({ mutationFn: (target: Language) => translateMessage(conversationId, messageId, target) });
}
