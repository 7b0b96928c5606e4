import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { RichText } from '../../../components/rich-text';

/** PayPal's wordmark in two blues, dark enough to read on gold and white (a brand name: never translated). */
export function PayPalWordmark({ className }: { className?: string }) {
  return (
    <span dir="ltr" className={cn('font-extrabold italic tracking-tight', className)}>
      <span className="text-[#003087]">Pay</span>
      <span className="text-[#0a4f9e]">Pal</span>
    </span>
  );
}

/**
 * The gold, rectangular, 45 px high payment button of spec 7.4. It submits the surrounding form (the form
 * validates, then starts the payment); while `busy` it shows a spinner and ignores clicks.
 */
export function PayPalButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={busy ? t('payment.processing') : t('payment.payWithPaypal')}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
      className={cn(
        'flex h-[45px] w-full items-center justify-center gap-2 rounded-md bg-[#ffc439] px-4 text-base font-semibold text-[#111] shadow-sm transition-colors',
        'hover:bg-[#f2b92e] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#003087]',
        'disabled:cursor-not-allowed disabled:opacity-60',
        busy && 'cursor-progress',
      )}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-[#003087] border-e-transparent"
          />
          <span>{t('payment.processing')}</span>
        </>
      ) : (
        <span aria-hidden="true">
          <RichText t={t} i18nKey="payment.payWith" components={{ brand: <PayPalWordmark className="text-lg" /> }} />
        </span>
      )}
    </button>
  );
}
