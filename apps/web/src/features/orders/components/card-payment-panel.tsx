import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/ui/field';
import { formatUsd } from '../../../lib/money-display';
import { PayPalButton } from './paypal-button';
import { PayPalSmartButton, type PayPalSmartButtonProps } from './paypal-smart-button';

/**
 * Card or PayPal, up to the rail's maximum: the total from the server (or, on a deposit plan, what is charged now:
 * `nowAmount`), the payment error box, and PayPal's own button (provider 'paypal') or the sandbox's button that
 * submits the surrounding checkout form.
 */
export function CardPaymentPanel({
  totalCents,
  nowAmount = null,
  error,
  configPending,
  paypalClientId,
  busy,
  validate,
  createOrder,
  onError,
}: Omit<PayPalSmartButtonProps, 'clientId'> & {
  totalCents: number;
  /** Due now on a deposit plan (the balance is asked before shipment), formatted; null: the total is paid now. */
  nowAmount?: string | null;
  error: string | null;
  /** The payments configuration is still loading: which button to show is not known yet. */
  configPending: boolean;
  paypalClientId: string | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <section aria-labelledby="pay-with-paypal" className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <h3 id="pay-with-paypal" className="font-semibold text-ink-900">
        {t('payment.boxTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{t('payment.boxText')}</p>
      <p className="mt-3 text-base font-semibold tabular-nums text-ink-900" data-testid="card-pay-amount">
        {nowAmount
          ? t('payment.amountNow', { amount: nowAmount })
          : t('payment.amount', { amount: formatUsd(totalCents, i18n.language) })}
      </p>
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 max-w-md">
        {configPending ? (
          <p role="status" className="text-sm text-ink-600">
            {t('payment.loadingPaypal')}
          </p>
        ) : paypalClientId ? (
          <PayPalSmartButton
            clientId={paypalClientId}
            validate={validate}
            createOrder={createOrder}
            onError={onError}
          />
        ) : (
          <PayPalButton busy={busy} />
        )}
      </div>
    </section>
  );
}
