import { useTranslation } from '../../../i18n/use-translation';
import { Banknote } from 'lucide-react';
import { isolate, isolateLtr, isRtl } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatMinorMoney, settlementMinor, type Settlement } from '../minor-money';

/** The rails the catalogue names (brands as they are, "bank transfer" translated); another is shown as the API says. */
const PROVIDERS = ['paystack', 'flutterwave', 'mpesa', 'momo', 'paypal', 'sandbox', 'bank_transfer'] as const;
/** Rails without a refund call: their refunds are paid back by hand by the team. */
const MANUAL_REFUNDS = ['mpesa', 'momo', 'bank_transfer'];

/** The page language, and isolation of a code or a brand name inside a right-to-left sentence. */
function useBidi() {
  const { i18n } = useTranslation('fx');
  const lang = i18n.language;
  const rtl = isRtl(lang);
  return {
    lang,
    ltr: (text: string) => (rtl ? isolateLtr(text) : text),
    own: (text: string) => (rtl ? isolate(text) : text),
  };
}

/**
 * Beside an order's USD total (the reference figure) when the buyer was charged in another currency:
 * "Charged: ₦1,464,750.00 (NGN) by Paystack". Nothing for a USD charge.
 */
export function ChargedInCurrency({
  charged,
  provider,
  className,
}: {
  charged: { currency: string; amountMinor: number };
  provider: string;
  className?: string;
}) {
  const { t } = useTranslation('fx');
  const { lang, ltr, own } = useBidi();
  if (charged.currency === 'USD') return null;
  const known = (PROVIDERS as readonly string[]).includes(provider);
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-ink-600', className)} data-testid="order-charged">
      <Banknote aria-hidden="true" className="mt-px size-3.5 shrink-0 text-ink-500" />
      <span className="min-w-0">
        {t('local.charged', {
          amount: formatMinorMoney(charged.amountMinor, charged.currency, lang),
          currency: ltr(charged.currency),
          provider: own(known ? t(`local.providers.${provider as (typeof PROVIDERS)[number]}`) : provider),
        })}
      </span>
    </p>
  );
}

/**
 * A vendor order held in escrow in another currency than USD, as a line under its USD figure: "Held in escrow in NGN:
 * ₦…" while held, "Escrow in NGN: ₦…" once released or refunded. The buyer's view counts the buyer fee (what they paid
 * for the part); the vendor's view the goods only, like its USD value. Nothing for a part held in USD. Its text size
 * is the surrounding one (a span, so it fits in a sentence's paragraph too).
 */
export function HeldInCurrency({
  settlement,
  withBuyerFee,
  held,
  className,
}: {
  settlement: Settlement | null;
  withBuyerFee: boolean;
  /** The money is still in escrow (escrow status HELD). */
  held: boolean;
  className?: string;
}) {
  const { t } = useTranslation('fx');
  const { lang, ltr } = useBidi();
  if (!settlement || settlement.currency === 'USD') return null;
  return (
    <span className={cn('block tabular-nums', className)} data-testid="held-in-currency">
      {t(held ? 'local.held' : 'local.escrowIn', {
        amount: formatMinorMoney(settlementMinor(settlement, withBuyerFee), settlement.currency, lang),
        currency: ltr(settlement.currency),
      })}
    </span>
  );
}

/**
 * An order's refunds, from the ledger: each one paid back by the provider with its reference, and what is still owed
 * (paid back by hand for M-Pesa, MoMo and bank transfers; retried otherwise). Nothing when there is no refund.
 */
export function OrderRefunds({
  refunds,
  provider,
  className,
}: {
  refunds: {
    currency: string;
    paid: { reference: string; amountMinor: number }[];
    outstandingMinor: number;
  }[];
  provider: string;
  className?: string;
}) {
  const { t } = useTranslation('fx');
  const { lang, ltr, own } = useBidi();
  if (refunds.length === 0) return null;
  const known = (PROVIDERS as readonly string[]).includes(provider);
  const name = own(known ? t(`local.providers.${provider as (typeof PROVIDERS)[number]}`) : provider);
  return (
    <section className={cn('text-xs text-ink-700', className)} data-testid="order-refunds">
      <h3 className="font-semibold text-ink-900">{t('local.refunds.title')}</h3>
      <ul className="mt-1 space-y-1">
        {refunds.flatMap((r) => [
          ...r.paid.map((p) => (
            <li key={`${r.currency}-${p.reference}`}>
              {t('local.refunds.paid', {
                amount: formatMinorMoney(p.amountMinor, r.currency, lang),
                provider: name,
                reference: ltr(p.reference),
              })}
            </li>
          )),
          ...(r.outstandingMinor > 0
            ? [
                <li key={`${r.currency}-owed`} className="text-amber-800">
                  {t(
                    MANUAL_REFUNDS.includes(provider)
                      ? 'local.refunds.outstanding'
                      : 'local.refunds.outstandingProvider',
                    {
                      amount: formatMinorMoney(r.outstandingMinor, r.currency, lang),
                      provider: name,
                    },
                  )}
                </li>,
              ]
            : []),
        ])}
      </ul>
    </section>
  );
}
