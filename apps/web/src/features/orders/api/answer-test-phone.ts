import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PhoneRailMethod } from '../payment-methods';

export type TestPhoneAnswer = 'pin' | 'cancel';

/**
 * POST /api/payments/:rail/test-phone/:checkoutId (TEST MODE only; rail mpesa or momo): the simulated phone enters the
 * PIN or cancels; `answered: false` when the prompt was already answered.
 */
export function answerTestPhone(
  rail: PhoneRailMethod,
  checkoutId: string,
  answer: TestPhoneAnswer,
): Promise<{ answered: boolean }> {
  return apiFetch<{ answered: boolean }>(`/api/payments/${rail}/test-phone/${encodeURIComponent(checkoutId)}`, {
    method: 'POST',
    body: { answer },
  });
}

export function useAnswerTestPhone(rail: PhoneRailMethod, checkoutId: string) {
  return useMutation({ mutationFn: (answer: TestPhoneAnswer) => answerTestPhone(rail, checkoutId, answer) });
}
