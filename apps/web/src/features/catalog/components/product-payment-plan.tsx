import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Wallet } from 'lucide-react';
import { planOf } from '@app/shared/payment-plans';
import { paymentTermsName } from '../../../lib/catalog-labels';
import { keepDepositText, planSummary, releaseText } from '../../../lib/payment-plan-text';

/**
 * The product's payment plan on its page (issue 18): what is paid at order and what before shipment, when the vendor
 * is paid (a deposit released at shipment), and, for plans whose deposit the vendor may keep, what happens when the
 * balance is not paid in time: told before the buyer pays.
 */
export function ProductPaymentPlan({ terms }: { terms: string }) {
  const { t, i18n } = useTranslation('catalog');
  const plan = planOf(terms);
  const warning = keepDepositText(t, plan);
  const release = releaseText(t, plan);
  return (
    <section
      aria-labelledby="product-payment-plan"
      className="mt-4 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm"
      data-testid="product-payment-plan"
    >
      <h2 id="product-payment-plan" className="flex items-center gap-2 font-semibold text-ink-900">
        <Wallet aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {t('plan.title')}
        <span className="font-normal text-ink-600">· {paymentTermsName(t, plan.id)}</span>
      </h2>
      <p className="mt-1 text-ink-800">{planSummary(t, plan, i18n.language)}</p>
      {release ? <p className="mt-1 text-xs text-ink-700">{release}</p> : null}
      {warning ? (
        <p className="mt-2 flex items-start gap-2 text-xs text-accent-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {warning}
        </p>
      ) : null}
    </section>
  );
}
