import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
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
import { PaymentNotCompletedCard } from '../components/payment-state-card';
import { FlutterwaveWordmark, PaystackWordmark } from '../components/rail-wordmarks';
import { captureFailure } from '../paypal-errors';
import { returnReference } from '../return-reference';
import { usePaymentBack } from '../use-payment-back';

/** "Confirming your … payment", per provider. */
const FINISHING = {
  paypal: 'return.finishing',
  paystack: 'return.finishingPaystack',
  flutterwave: 'return.finishingFlutterwave',
} as const;

/**
 * /checkout/return?token=<PayPal order id>, ?reference=<Paystack reference> or ?tx_ref=<Flutterwave reference> (also
 * with status=cancelled: the server is asked all the same): the provider's redirect brings the buyer back here. Finds the checkout, captures the payment (idempotent) and opens the order confirmation; a payment
 * the buyer did not complete (cancelled on the provider's page) says that nothing was charged; other errors as on the
 * sandbox approval page.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('return.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token, provider } = returnReference(params);
  const lookup = useProviderOrder(token);
  const capture = useCaptureCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const [notCompleted, setNotCompleted] = useState(false);
  const started = useRef(false);
  // the payment of a balance (issue 18) leads back to its order, not to checkout
  const back = usePaymentBack(lookup.data?.checkoutId);
  const keepDrafts = back.balance;

  useEffect(() => {
    const found = lookup.data;
    if (!found || started.current) return;
    started.current = true;
    if (found.orderId) {
      // already placed (Paystack's or Flutterwave's webhook can be first): the draft details served their purpose
      if (!keepDrafts) clearDrafts();
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
        if (!keepDrafts) clearDrafts();
        void navigate(`/order-confirmation/${encodeURIComponent(placed.orderId)}`, { replace: true });
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'PAYMENT_NOT_APPROVED') setNotCompleted(true);
        else setFailure(captureFailure(t, err));
      });
  }, [lookup.data, capture, navigate, t, keepDrafts]);

  const goBack = () => void navigate(back.cancelled, { replace: true });
  const lookupFailed = !token || lookup.isError;

  if (notCompleted && !lookupFailed) {
    return (
      <Container className="flex justify-center py-10 sm:py-16">
        <PaymentNotCompletedCard
          className="max-w-lg"
          title={t('return.notCompletedTitle')}
          description={back.balance ? t('plan.notCompletedText') : t('return.notCompletedText')}
          actionLabel={back.label}
          onAction={() => void navigate(back.to, { replace: true })}
        />
      </Container>
    );
  }

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-lg space-y-6 p-6 text-center sm:p-8">
        {provider === 'paystack' ? (
          <PaystackWordmark className="text-3xl" />
        ) : provider === 'flutterwave' ? (
          <FlutterwaveWordmark className="text-3xl" />
        ) : (
          <PayPalWordmark className="text-3xl" />
        )}
        <h1 className="text-xl font-bold text-ink-900">{t('return.title')}</h1>
        {lookupFailed ? (
          <div className="text-start">
            <FormAlert
              title={t('sandbox.loadFailedTitle')}
              action={
                <Button variant="outline" size="sm" onClick={goBack}>
                  {back.label}
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
                <Button variant="outline" size="sm" onClick={goBack}>
                  {back.label}
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
            {t(FINISHING[provider])}
          </p>
        )}
      </Card>
    </Container>
  );
}
