import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import { apiUpload } from '../../../lib/api-client';
import { proformaQueryKey } from './get-proforma';
import { quotesQueryKey } from './list-quotes';

export interface LetterOfCreditForm {
  issuingBank: string;
  lcNumber: string;
  /** USD, as typed ("12500.00"). */
  amount: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  document: File | null;
}

/**
 * POST /api/checkout/:id/letter-of-credit (multipart: the LC's details and the bank's confirmation): the buyer pays the
 * pro-forma under a letter of credit, which an admin then verifies (issue 18).
 */
export function submitLetterOfCredit(input: {
  checkoutId: string;
  form: LetterOfCreditForm;
  onProgress?: (fraction: number) => void;
}): Promise<LetterOfCreditDto> {
  const body = new FormData();
  const { document, ...fields } = input.form;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (document) body.append('document', document, document.name);
  return apiUpload<LetterOfCreditDto>(
    `/api/checkout/${encodeURIComponent(input.checkoutId)}/letter-of-credit`,
    body,
    input.onProgress ? { onProgress: input.onProgress } : {},
  );
}

/** The upload, then the pro-forma (it shows the letter) and the quotes list read again. */
export function useSubmitLetterOfCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitLetterOfCredit,
    onSuccess: (_letter, input) => {
      void queryClient.invalidateQueries({ queryKey: proformaQueryKey(input.checkoutId) });
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
