import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../components/ui/field';
import type { MpesaPhone } from '../use-mpesa-phone';
import type { RailQuote } from '../use-rail-quote';
import { RailPaymentPanel } from './rail-payment-panel';

/**
 * Paying with M-Pesa Express: the number that gets the PIN prompt, the amount in Kenyan shillings at the locked rate
 * with its countdown, and "Pay KSh 1,234 with M-Pesa", which sends the prompt and opens the waiting page.
 */
export function MpesaPaymentPanel({
  quote,
  phone,
  error,
  busy,
}: {
  quote: RailQuote;
  phone: MpesaPhone;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <RailPaymentPanel
      id="pay-with-mpesa"
      title={t('mpesa.title')}
      text={t('mpesa.text')}
      quote={quote}
      error={error}
      busy={busy}
      payLabel={(amount) => t('mpesa.pay', { amount })}
      payWaiting={t('mpesa.payWaiting')}
    >
      <Field
        label={t('mpesa.phone.label')}
        hint={t('mpesa.phone.hint')}
        error={phone.error ?? undefined}
        required
        className="mt-4 max-w-sm"
      >
        <Input
          ref={phone.ref}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          className="text-start"
          value={phone.value}
          onChange={(e) => phone.change(e.target.value)}
          disabled={busy}
        />
      </Field>
    </RailPaymentPanel>
  );
}
