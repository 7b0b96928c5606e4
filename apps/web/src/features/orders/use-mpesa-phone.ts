import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMpesaPhone, mpesaMsisdn, mpesaPhoneProblem, mpesaPrefill } from './mpesa-phone';

/**
 * The "M-Pesa number" at checkout: first the contact phone when it is a Kenyan mobile, then what the buyer types; its
 * message under the field (this page's check, or the server's `details.fields.payerPhone`). Checked on Pay, like the
 * other fields: a check on leaving the field would move the Pay button away from under the pointer mid-click.
 */
export function useMpesaPhone(contactPhone: string) {
  const { t } = useTranslation('orders');
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const value = typed ?? mpesaPrefill(contactPhone);

  /** The number to prompt (2547...), or null with the reason under the field. */
  const check = (): string | null => {
    const problem = mpesaPhoneProblem(value);
    setError(problem ? t(`mpesa.phone.${problem}`) : null);
    return problem ? null : mpesaMsisdn(value);
  };

  return {
    value,
    error,
    ref,
    change: (next: string) => {
      setTyped(next);
      setError(null);
    },
    check,
    /** The server refused the number: its words under the field; `focus` unless another field comes first. */
    refuse: (message: string, focus: boolean) => {
      setError(message);
      if (focus) ref.current?.focus();
    },
    focus: () => ref.current?.focus(),
    /** "0712 345 678": the number as the waiting page shows it. */
    display: () => formatMpesaPhone(value),
  };
}

export type MpesaPhone = ReturnType<typeof useMpesaPhone>;
