import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { FlaskConical, Lock } from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Container } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatUsd } from '../../../lib/money-display';
import { approveSandboxPayment } from '../api/approve-sandbox-payment';
import { useCaptureCheckout } from '../api/capture-checkout';
import { useSandboxPayment } from '../api/get-sandbox-payment';
import { PayPalWordmark } from '../components/paypal-button';
import { clearDrafts } from '../checkout-details';
import { isolate } from '../../../lib/bidi';
import { usePaymentBack } from '../use-payment-back';

/**
 * The sandbox payment provider's approval page (/payments/sandbox/approve?token=...): stands in for PayPal's,
 * clearly marked as test mode. Approve -> capture -> order confirmation; Cancel -> back to checkout.
 */
export function SandboxApprovePage() {
  const { t, i18n } = useTranslation('orders');
  useDocumentTitle(t('sandbox.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const payment = useSandboxPayment(token);
  const capture = useCaptureCheckout();
  const [approving, setApproving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = approving || capture.isPending;
  // the payment of a balance (issue 18) leads back to its order, not to checkout
  const back = usePaymentBack(payment.data?.checkoutId);

  const approve = async () => {
    const checkoutId = payment.data?.checkoutId;
    if (!checkoutId || busy) return;
    setFailure(null);
    setApproving(true);
    try {
      await approveSandboxPayment(token);
      const placed = await capture.mutateAsync(checkoutId);
      if (!back.balance) clearDrafts();
      void navigate(`/order-confirmation/${encodeURIComponent(placed.orderId)}`, { replace: true });
    } catch (err) {
      setApproving(false);
      if (err instanceof ApiError && err.code === 'OUT_OF_STOCK') setFailure(err.message);
      else if (err instanceof ApiError && err.code === 'ORDER_PLACEMENT_FAILED') {
        const id = typeof err.details.transactionId === 'string' ? err.details.transactionId : t('sandbox.unknownId');
        setFailure(t('sandbox.placementFailed', { id }));
      } else if (err instanceof ApiError && (err.code === 'NETWORK' || err.code === 'UNAUTHENTICATED')) {
        setFailure(t('payment.genericError', { message: errorMessage(t, err, 'common:errors.generic') }));
      } else {
        setFailure(t('payment.genericError', { message: errorMessage(t, err, 'common:errors.generic') }));
      }
    }
  };

  const cancel = () => void navigate(back.cancelled, { replace: true });

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-lg overflow-hidden">
        <div
          role="note"
          className="flex items-center justify-center gap-2 bg-[repeating-linear-gradient(135deg,#fde68a_0_12px,#fcd34d_12px_24px)] px-4 py-3 text-center text-sm font-extrabold uppercase tracking-widest text-amber-950"
        >
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('sandbox.badge')}
        </div>
        <div className="space-y-6 p-6 sm:p-8">
          <div className="text-center">
            <PayPalWordmark className="text-3xl" />
            <h1 className="mt-3 text-xl font-bold text-ink-900">{t('sandbox.title')}</h1>
            <p className="mt-1 text-sm text-ink-600">{t('sandbox.noRealMoney')}</p>
          </div>

          {!token ? (
            <FormAlert title={t('sandbox.missingTitle')}>{t('sandbox.missingText')}</FormAlert>
          ) : (
            <QueryState
              query={payment}
              loading={{
                skeleton: (
                  <div className="space-y-3">
                    <Skeleton className="mx-auto h-10 w-40" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-11 w-full" />
                  </div>
                ),
              }}
              error={{
                title: t('sandbox.loadFailedTitle'),
                ns: 'orders',
                byCode: { NOT_FOUND: 'sandbox.notFound' },
                retry: false,
                actions: (
                  <Button variant="outline" size="sm" onClick={cancel}>
                    {back.label}
                  </Button>
                ),
              }}
            >
              {(data) => (
                <>
                  <dl className="rounded-xl bg-ink-50 p-5 text-center">
                    <dt className="text-sm text-ink-600">{t('sandbox.amount', { merchant: BRAND.name })}</dt>
                    <dd className="mt-1 text-3xl font-bold tabular-nums text-ink-900">
                      {formatUsd(data.amountCents, i18n.language)}
                    </dd>
                    <dd className="mt-1 font-mono text-xs text-ink-600">
                      {t('sandbox.reference', { token: isolate(data.token) })}
                    </dd>
                  </dl>

                  {busy ? (
                    <div
                      role="status"
                      className="flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
                    >
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
                      />
                      {t('checkout.processing')}
                    </div>
                  ) : null}
                  {failure ? <FormAlert title={t('sandbox.failedTitle')}>{failure}</FormAlert> : null}
                  {!data.checkoutId ? <FormAlert>{t('sandbox.noCheckout')}</FormAlert> : null}

                  <div className="flex flex-col gap-3">
                    <Button
                      size="lg"
                      loading={busy}
                      disabled={!data.checkoutId}
                      onClick={() => void approve()}
                      icon={<Lock aria-hidden="true" className="size-4" />}
                    >
                      {t('sandbox.approve')}
                    </Button>
                    <Button size="lg" variant="outline" disabled={busy} onClick={cancel}>
                      {t('sandbox.cancel')}
                    </Button>
                  </div>
                  <p className="text-center text-xs text-ink-500">{t('sandbox.explain')}</p>
                </>
              )}
            </QueryState>
          )}
        </div>
      </Card>
    </Container>
  );
}
