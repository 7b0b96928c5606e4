import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { RailQuote } from '../use-rail-quote';
import { RailPaymentPanel } from './rail-payment-panel';

/** Paystack's name as its wordmark (a brand name: never translated), in its navy and blue. */
export function PaystackWordmark({ className }: { className?: string }) {
  return (
    <span dir="ltr" className={cn('font-extrabold tracking-tight', className)}>
      <span className="text-[#011b33]">pay</span>
      <span className="text-[#0a7fb0]">stack</span>
    </span>
  );
}

/**
 * Paying through Paystack in a local currency: "Pay in", the amount at a rate locked for 15 minutes with its
 * countdown (renewed by itself when it runs out), and the button that opens Paystack's page.
 */
export function PaystackPaymentPanel({
  quote,
  error,
  busy,
}: {
  quote: RailQuote;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <RailPaymentPanel
      id="pay-with-paystack"
      title={t('paystack.title')}
      text={t('paystack.text')}
      quote={quote}
      error={error}
      busy={busy}
      payLabel={(amount) => t('paystack.pay', { amount })}
      payWaiting={t('paystack.payWaiting')}
    />
  );
}
