import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useStartBankTransfer } from './api/start-bank-transfer';
import { newIdempotencyKey, type CheckoutDetails } from './checkout-details';

/** Where the buyer reads the payment instructions of a pro-forma. */
export function proformaPath(checkoutId: string): string {
  return `/checkout/proforma/${encodeURIComponent(checkoutId)}`;
}

/**
 * The bank transfer choice of the checkout (issue 25): asks the server for a pro-forma invoice with the validated
 * details (one idempotency key per attempt, so a double click issues one), then opens its payment instructions.
 * Refusals the page shows itself (cart problems, field errors) go to the callbacks; any other is `error`.
 */
export function useBankTransferCheckout({
  onCartProblems,
  applyFieldErrors,
}: {
  onCartProblems: () => void;
  applyFieldErrors: (err: ApiError) => boolean;
}) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const start = useStartBankTransfer();
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);

  const submit = async (values: CheckoutDetails) => {
    if (start.isPending) return;
    setError(null);
    attempt.current ??= newIdempotencyKey();
    try {
      const proforma = await start.mutateAsync({
        contact: values.contact,
        shipping: values.shipping,
        idempotencyKey: attempt.current,
      });
      void navigate(proformaPath(proforma.checkoutId));
    } catch (err) {
      attempt.current = null;
      if (err instanceof ApiError) {
        if (err.code === 'CART_HAS_PROBLEMS' || err.code === 'CART_EMPTY' || err.code === 'OUT_OF_STOCK') {
          onCartProblems();
          return;
        }
        if (applyFieldErrors(err)) return;
      }
      setError(errorMessage(t, err, 'method.bankFailed'));
    }
  };

  return { submit, pending: start.isPending, error };
}
