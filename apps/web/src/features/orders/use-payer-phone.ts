import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/countries';
import {
  formatPayerPhone,
  payerMsisdn,
  payerPhoneProblem,
  payerPrefill,
  phoneExample,
  phoneMarketOf,
} from './payer-phone';

/**
 * The mobile-money number at checkout (M-Pesa, MTN MoMo): first the contact phone when it is a number of the rail's
 * market (for MoMo the country of the currency charged), then what the buyer types; the hint with that country and an
 * example; its message under the field (this page's check, or the server's `details.fields.payerPhone`). Checked on
 * Pay, like the other fields: a check on leaving the field would move the Pay button away from under the pointer
 * mid-click. What was typed belongs to one rail: choosing the other starts again from the contact phone.
 */
export function usePayerPhone(contactPhone: string, rail: string, currency: string) {
  const { t, i18n } = useTranslation('orders');
  const [typed, setTyped] = useState<{ rail: string; value: string } | null>(null);
  const [refused, setError] = useState<{ rail: string; message: string } | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const market = phoneMarketOf(rail, currency);
  const value = typed?.rail === rail ? typed.value : market ? payerPrefill(contactPhone, market) : '';
  const error = refused?.rail === rail ? refused.message : null;
  const words = market
    ? { country: countryName(market.country, i18n.language), example: phoneExample(market) }
    : { country: '', example: '' };

  /** The number to prompt (2547..., 23324...), or null with the reason under the field. */
  const check = (): string | null => {
    const problem = market ? payerPhoneProblem(value, market) : 'invalid';
    setError(problem ? { rail, message: t(`${rail}.phone.${problem}`, words) } : null);
    return problem || !market ? null : payerMsisdn(value, market);
  };

  return {
    /** The field's name, and its hint with the country and an example number. */
    label: t(`${rail}.phone.label`),
    hint: t(`${rail}.phone.hint`, words),
    value,
    error,
    ref,
    change: (next: string) => {
      setTyped({ rail, value: next });
      setError(null);
    },
    check,
    /** The server refused the number: its words under the field; `focus` unless another field comes first. */
    refuse: (message: string, focus: boolean) => {
      setError({ rail, message });
      if (focus) ref.current?.focus();
    },
    focus: () => ref.current?.focus(),
    /** "0712 345 678": the number as the waiting page shows it. */
    display: () => (market ? formatPayerPhone(value, market) : value.trim()),
  };
}

export type PayerPhone = ReturnType<typeof usePayerPhone>;
