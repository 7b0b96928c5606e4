import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TestPhoneAnswer = 'pin' | 'cancel';

/**
 * POST /api/payments/mpesa/test-phone/:checkoutId (TEST MODE only): the simulated phone enters the PIN or cancels;
 * `answered: false` when the prompt was already answered.
 */
export function answerMpesaTestPhone(checkoutId: string, answer: TestPhoneAnswer): Promise<{ answered: boolean }> {
  return apiFetch<{ answered: boolean }>(`/api/payments/mpesa/test-phone/${encodeURIComponent(checkoutId)}`, {
    method: 'POST',
    body: { answer },
  });
}

export function useAnswerMpesaTestPhone(checkoutId: string) {
  return useMutation({ mutationFn: (answer: TestPhoneAnswer) => answerMpesaTestPhone(checkoutId, answer) });
}
