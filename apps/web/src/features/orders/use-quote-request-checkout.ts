import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { QuoteDto } from '@app/shared/orders';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useRequestQuote } from './api/request-quote';
import type { CheckoutDetails } from './checkout-details';

/**
 * The quote request choice of the checkout (above $1,000, on request): the same details plus a note become a quote
 * request. Refusals the page shows itself (cart problems, field errors, a cart that dropped below the limit and can be
 * paid here now) go to the callbacks; the message of any other is `error`.
 */
export function useQuoteRequestCheckout({
  onCartProblems,
  onBelowLimit,
  applyFieldErrors,
}: {
  onCartProblems: () => void;
  onBelowLimit: () => void;
  applyFieldErrors: (err: ApiError) => boolean;
}) {
  const { t } = useTranslation('orders');
  const requestQuote = useRequestQuote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteDto | null>(null);

  const submit = async (values: CheckoutDetails) => {
    if (requestQuote.isPending) return;
    setError(null);
    try {
      const answer = await requestQuote.mutateAsync({
        contact: values.contact,
        shipping: values.shipping,
        note: note.trim(),
      });
      setQuote(answer);
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof ApiError) {
        if (applyFieldErrors(err)) return;
        if (err.code === 'CART_HAS_PROBLEMS' || err.code === 'CART_EMPTY') {
          onCartProblems();
          return;
        }
        if (err.code === 'CONFLICT') {
          // the cart dropped below the limit: it can be paid here now
          onBelowLimit();
          setError(err.message);
          return;
        }
      }
      setError(errorMessage(t, err, 'quote.failed'));
    }
  };

  return { submit, note, setNote, quote, error, pending: requestQuote.isPending };
}
