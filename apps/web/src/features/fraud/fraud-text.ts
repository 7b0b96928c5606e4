import type { TFunction } from '../../i18n/translator';
import type { FiredRule, FraudAlertStatus } from '@app/shared/fraud';
import { FRAUD_HIGH_RISK } from '@app/shared/fraud';
import { countryName } from '../../lib/countries';
import { formatNumber } from '../../lib/format';

/** A rule's explanation in the reader's language, from the figures the server recorded when it fired. */
export function ruleExplanation(t: TFunction, rule: FiredRule, lang: string): string {
  const f = rule.facts;
  const num = (v: unknown) => formatNumber(Number(v ?? 0), lang);
  switch (rule.rule) {
    case 'ORDER_VELOCITY':
      return t('explain.ORDER_VELOCITY', { hour: num(f.ordersLastHour), day: num(f.ordersLastDay) });
    case 'HIGH_VALUE_NEW_ACCOUNT': {
      const hours = Number(f.accountAgeHours ?? 0);
      const age =
        hours < 1
          ? t('age.lessThanHour')
          : hours < 48
            ? t('age.hours', { n: num(hours) })
            : t('age.days', { n: num(Math.floor(hours / 24)) });
      return t('explain.HIGH_VALUE_NEW_ACCOUNT', {
        total: formatNumber(Number(f.totalUsdCents ?? 0) / 100, lang, { style: 'currency', currency: 'USD' }),
        age,
      });
    }
    case 'FAILED_PAYMENTS':
      return t('explain.FAILED_PAYMENTS', { n: num(f.failedLastDay) });
    case 'FAR_SHIPPING':
      return t('explain.FAR_SHIPPING', {
        to: countryName(String(f.shippingCountry ?? ''), lang),
        from: countryName(String(f.accountCountry ?? ''), lang),
      });
    case 'BELOW_MARKET_LISTINGS':
      return t('explain.BELOW_MARKET_LISTINGS', { n: num(f.listings), total: num(f.total) });
    case 'HIGH_DISPUTE_RATE':
      return t(f.role === 'vendor' ? 'explain.HIGH_DISPUTE_RATE_vendor' : 'explain.HIGH_DISPUTE_RATE_buyer', {
        disputes: num(f.disputes),
        orders: num(f.orders),
        percent: num(f.percent),
      });
    default:
      return rule.explanation;
  }
}

export function scoreTone(score: number): 'red' | 'amber' {
  return score >= FRAUD_HIGH_RISK ? 'red' : 'amber';
}

export const STATUS_TONES: Record<FraudAlertStatus, 'amber' | 'red' | 'neutral' | 'purple'> = {
  OPEN: 'amber',
  HELD: 'red',
  SUSPENDED: 'purple',
  DISMISSED: 'neutral',
};
