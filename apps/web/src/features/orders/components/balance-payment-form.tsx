import { useTranslation } from '../../../i18n/use-translation';
import type { VendorOrderDto } from '@app/shared/orders';
import { FormAlert } from '../../../components/ui/field';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { formatUsd } from '../../../lib/money-display';
import { formatMinorMoney } from '../../fx/public';
import { isPhoneRailMethod, type PaymentMethod } from '../payment-methods';
import { chargesWholeUnits } from '../rail-quote';
import { useBalancePayment } from '../use-balance-payment';
import { PaymentMethodChooser } from './payment-method-chooser';
import { PayerPhoneField } from './phone-payment-panel';
import { RailPanelShell } from './rail-payment-panel';

/** The chooser's amounts for a balance: every configured rail may take it (there is no card maximum to apply). */
const BALANCE_FIGURES = {
  cardPaymentAllowed: true,
  bankTransferAllowed: false,
  subtotalUsdCents: 0,
  cardPaymentMaxCents: 0,
} as const;

/**
 * "Pay the balance" on the buyer's order page (issue 18): the methods whose rails charge the order's currency, the
 * mobile-money number for M-Pesa and MoMo, the amount fixed at the order's rate, and the pay button. While the payment
 * methods load: a placeholder; when they cannot be read: the error with a retry; when none takes the currency: why.
 */
export function BalancePaymentForm({ vo, contactPhone }: { vo: VendorOrderDto; contactPhone: string }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const pay = useBalancePayment({ vo, contactPhone });
  const { balance } = vo.plan;
  const headingId = `pay-balance-${vo.id}`;

  if (pay.config.isPending) return <LoadingState look="lines" count={3} label={t('plan.railsLoading')} />;
  if (pay.config.isError) {
    return (
      <ErrorState
        error={pay.config.error}
        onRetry={() => void pay.config.refetch()}
        title={t('plan.railsFailed')}
        ns="orders"
      />
    );
  }
  if (!pay.chosen) {
    return (
      <FormAlert tone="warning" title={t('plan.noRailTitle')}>
        {t('plan.noRail', { currency: pay.currency })}
      </FormAlert>
    );
  }

  const chosen = pay.chosen;
  const amount = formatMinorMoney(balance.amountMinor, balance.currency, lang, {
    wholeUnits: chargesWholeUnits(chosen),
  });
  const card = chosen === 'card';
  return (
    <form
      onSubmit={(e) => void pay.submit(e)}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4"
      data-testid="balance-payment"
    >
      <h4 id={headingId} className="font-semibold text-ink-900">
        {t('plan.payTitle')}
      </h4>
      <PaymentMethodChooser
        cart={BALANCE_FIGURES}
        rails={pay.rails}
        value={chosen}
        descriptions={false}
        onChange={(m: PaymentMethod) => {
          if (m !== 'bank' && m !== 'quote') pay.choose(m);
        }}
      />
      <RailPanelShell
        id={`${headingId}-${chosen}`}
        title={card ? t('method.card') : t(`${chosen}.title`)}
        text={t(isPhoneRailMethod(chosen) ? 'plan.payText.phone' : 'plan.payText.redirect')}
        testMode={pay.rail?.testMode ?? false}
        error={pay.error}
        busy={pay.busy}
        ready
        payLabel={card ? t('plan.payBalance', { amount }) : t(`${chosen}.pay`, { amount })}
      >
        {isPhoneRailMethod(chosen) ? <PayerPhoneField phone={pay.payerPhone} busy={pay.busy} /> : null}
        <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50/60 p-4">
          <p className="text-sm text-ink-700">{t('railQuote.charged')}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900" data-testid="balance-amount">
            {amount}
          </p>
          {balance.currency !== 'USD' ? (
            <p className="mt-1 text-sm text-ink-600">
              {t('plan.fixedRate', { amount: formatUsd(vo.plan.balanceCents, lang) })}
            </p>
          ) : null}
        </div>
      </RailPanelShell>
    </form>
  );
}
