import { useTranslation } from '../../../i18n/use-translation';
import { Info } from 'lucide-react';
import { PAYMENT_CURRENCY } from '@app/shared/constants';
import { useDisplayCurrency } from '../display-currency';

/**
 * At checkout: amounts in the display currency are estimates; the charge itself is in USD, or in the currency of the
 * local rail the buyer chose (Paystack in naira: the USD prices are then converted at the locked rate shown).
 */
export function ChargeCurrencyNote({ charge = PAYMENT_CURRENCY }: { charge?: string }) {
  const { t } = useTranslation('fx');
  const display = useDisplayCurrency();
  return (
    <p className="flex items-start gap-2 text-xs text-ink-600" data-testid="charge-currency-note">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {display === charge || display === PAYMENT_CURRENCY
        ? t('chargeNote.same', { charge })
        : t('chargeNote.estimate', { display, charge })}
    </p>
  );
}
