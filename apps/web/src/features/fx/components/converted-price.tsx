import { useTranslation } from '../../../i18n/use-translation';
import type { DisplayCurrency } from '@app/shared/constants';
import { formatDate } from '../../../lib/format';
import { formatRate } from '../../../lib/money-display';
import { useDisplayRates } from '../api/get-display-rates';
import { convertForDisplay, formatDisplayMoney, type Converted } from '../convert';
import { useDisplayCurrency } from '../display-currency';

/** "1 USD = 603 XOF, rate of 1 Nov 2026": the tooltip of a converted amount. */
export function useRateTitle(): (converted: Converted) => string {
  const { t, i18n } = useTranslation('fx');
  return (c) =>
    t('rateTitle', {
      rate: formatRate(c.rate.unitsPerUsd, i18n.language),
      currency: c.rate.currency,
      date: c.rate.effectiveDate ? formatDate(c.rate.effectiveDate, i18n.language) : '',
    });
}

/** The amount in the buyer's display currency, or null while rates load, when the same, or when a rate is missing. */
export function useConverted(amountMinor: number, currency: string): Converted | null {
  const display = useDisplayCurrency();
  const rates = useDisplayRates();
  if (!rates.data) return null;
  return convertForDisplay(rates.data.items, amountMinor, currency, display);
}

/**
 * "≈ 18,090 F CFA" beside a vendor's own price: the same amount in the buyer's display currency at the rate table's
 * rate (its day in the tooltip). Nothing when the display currency is the price's own, or is one of `omit` (a place
 * that already shows that currency, such as the cart's USD equivalent).
 */
export function ConvertedPrice({
  amountMinor,
  currency,
  className,
  omit = [],
}: {
  amountMinor: number;
  currency: string;
  className?: string;
  omit?: readonly DisplayCurrency[];
}) {
  const { t, i18n } = useTranslation('fx');
  const converted = useConverted(amountMinor, currency);
  const title = useRateTitle();
  if (!converted || omit.includes(converted.currency)) return null;
  return (
    <span
      className={className}
      title={title(converted)}
      data-testid="converted-price"
      data-currency={converted.currency}
    >
      {t('approx', { amount: formatDisplayMoney(converted.minor, converted.currency, i18n.language) })}
    </span>
  );
}
