import { useTranslation } from '../../../i18n/use-translation';
import { CalendarClock } from 'lucide-react';
import { formatUsd } from '../../../lib/money-display';
import { keepDepositText } from '../../../lib/payment-plan-text';
import type { PlanSplit } from '../payment-split';

/**
 * "Pay now: $300 · Later: $700 before shipment" when a part of the cart is bought on a deposit plan (issue 18), with
 * what happens to the deposit if the balance is not paid in time: told before the buyer pays it. Nothing for carts
 * paid in full at checkout. `shippingKnown`: false on the cart page, where shipping is not priced yet.
 */
export function PayNowLater({ split, shippingKnown }: { split: PlanSplit; shippingKnown: boolean }) {
  const { t, i18n } = useTranslation('cart');
  if (split.laterCents <= 0) return null;
  const lang = i18n.language;
  const warning = split.keepDepositPlan ? keepDepositText(t, split.keepDepositPlan) : null;
  return (
    <section
      aria-labelledby="pay-now-later"
      className="space-y-2 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm text-accent-950"
    >
      <h3 id="pay-now-later" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('plan.title')}
      </h3>
      <p className="font-semibold tabular-nums" data-testid="pay-now-later">
        {t('plan.nowLater', { now: formatUsd(split.nowCents, lang), later: formatUsd(split.laterCents, lang) })}
      </p>
      {shippingKnown ? null : <p className="text-xs">{t('plan.shippingAtCheckout')}</p>}
      {warning ? (
        <p className="text-xs" data-testid="keep-deposit">
          {warning}
        </p>
      ) : null}
    </section>
  );
}
