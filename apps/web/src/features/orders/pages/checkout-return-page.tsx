import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Container } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCaptureCheckout } from '../api/capture-checkout';
import { useProviderOrder } from '../api/get-provider-order';
import { clearDrafts } from '../checkout-details';
import { PayPalWordmark } from '../components/paypal-button';
import { captureFailure } from '../paypal-errors';

/**
 * /checkout/return?token=<PayPal order id>: PayPal's redirect flow brings the buyer back here. Finds the checkout,
 * captures the payment (idempotent) and opens the order confirmation; errors as on the sandbox approval page.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('return.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useProviderOrder(token);
  const capture = useCaptureCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const found = lookup.data;
    if (!found || started.current) return;
    started.current = true;
    if (found.orderId) {
      void navigate(`/order-confirmation/${encodeURIComponent(found.orderId)}`, { replace: true });
      return;
    }
    capture
      .mutateAsync(found.checkoutId)
      .then((placed) => {
        if (!placed.orderId) {
          setFailure(t('payment.detailsMissing'));
          return;
        }
        clearDrafts();
        void navigate(`/order-confirmation/${encodeURIComponent(placed.orderId)}`, { replace: true });
      })
      .catch((err: unknown) => setFailure(captureFailure(t, err)));
  }, [lookup.data, capture, navigate, t]);

  const back = () => void navigate('/checkout?payment=cancelled', { replace: true });
  const lookupFailed = !token || lookup.isError;

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-lg space-y-6 p-6 text-center sm:p-8">
        <PayPalWordmark className="text-3xl" />
        <h1 className="text-xl font-bold text-ink-900">{t('return.title')}</h1>
        {lookupFailed ? (
          <div className="text-start">
            <FormAlert
              title={t('sandbox.loadFailedTitle')}
              action={
                <Button variant="outline" size="sm" onClick={back}>
                  {t('sandbox.backToCheckout')}
                </Button>
              }
            >
              {!token
                ? t('sandbox.missingText')
                : lookup.error instanceof ApiError && lookup.error.code === 'NOT_FOUND'
                  ? t('sandbox.notFound')
                  : errorMessage(t, lookup.error, 'common:errors.loadFailed')}
            </FormAlert>
          </div>
        ) : failure ? (
          <div className="text-start">
            <FormAlert
              title={t('sandbox.failedTitle')}
              action={
                <Button variant="outline" size="sm" onClick={back}>
                  {t('sandbox.backToCheckout')}
                </Button>
              }
            >
              {failure}
            </FormAlert>
          </div>
        ) : (
          <p
            role="status"
            className="flex items-center justify-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
          >
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            />
            {t('return.finishing')}
          </p>
        )}
      </Card>
    </Container>
  );
}
