import { Field, Input } from '../../../components/ui/field';
import type { PhoneRailMethod } from '../payment-methods';
import type { PayerPhone } from '../use-payer-phone';
import type { RailQuote } from '../use-rail-quote';
import { RailPaymentPanel } from './rail-payment-panel';

/** The mobile-money number that gets the prompt (M-Pesa, MoMo): its hint names the country of the currency charged. */
export function PayerPhoneField({ phone, busy }: { phone: PayerPhone; busy: boolean }) {
  return (
    <Field label={phone.label} hint={phone.hint} error={phone.error ?? undefined} required className="mt-4 max-w-sm">
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
  );
}

/**
 * Paying from the buyer's phone (M-Pesa Express, MTN MoMo): the number that gets the prompt (its hint names the
 * country of the currency charged), the amount at the locked rate with its countdown, and "Pay KSh 1,234 with M-Pesa",
 * which sends the prompt and opens the waiting page.
 */
export function PhonePaymentPanel({
  rail,
  quote,
  phone,
  error,
  busy,
  dueNow = false,
}: {
  rail: PhoneRailMethod;
  quote: RailQuote;
  phone: PayerPhone;
  error: string | null;
  busy: boolean;
  dueNow?: boolean;
}) {
  return (
    <RailPaymentPanel rail={rail} quote={quote} error={error} busy={busy} dueNow={dueNow}>
      <PayerPhoneField phone={phone} busy={busy} />
    </RailPaymentPanel>
  );
}
