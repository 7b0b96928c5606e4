import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Select } from '../../../components/ui/field';
import { formatMinorMoney } from '../../fx/public';
import { chargesWholeUnits } from '../rail-quote';
import type { LocalRailMethod } from '../payment-methods';
import type { RailQuote } from '../use-rail-quote';
import { RailQuoteAmount } from './rail-quote-amount';
import { currencyName } from '../../../lib/display-names';

/** The "TEST MODE" badge of a rail that moves no real money. */
export function TestModeBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge tone="amber" icon={<FlaskConical aria-hidden="true" className="size-3.5" />}>
      {t('method.testMode')}
    </Badge>
  );
}

/**
 * The frame of a rail's payment panel, shared by the checkout and the payment of a balance (issue 18): the title (TEST
 * MODE when no real money moves), what it does, what the rail needs and the amount (`children`), the error box and the
 * submit button of the surrounding form, with `payLabel` (or "Processing…" while busy).
 */
export function RailPanelShell({
  id,
  title,
  text,
  testMode,
  error,
  busy,
  ready,
  payLabel,
  children,
}: {
  id: string;
  title: string;
  text: string;
  testMode: boolean;
  error: string | null;
  busy: boolean;
  /** The amount is known and can be paid: the button is enabled. */
  ready: boolean;
  payLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id} className="font-semibold text-ink-900">
          {title}
        </h3>
        {testMode ? <TestModeBadge /> : null}
      </div>
      <p className="mt-1 text-sm text-ink-600">{text}</p>

      {children}

      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}

      <div className="mt-4 max-w-md">
        <Button type="submit" size="lg" className="w-full" disabled={!ready} loading={busy}>
          {/* a long label ("Pay KSh 40,598 with M-Pesa") wraps on a phone instead of widening the page */}
          <span className="min-w-0 text-center leading-tight whitespace-normal">
            {busy ? t('payment.processing') : payLabel}
          </span>
        </Button>
      </div>
    </section>
  );
}

/**
 * Paying through a rail that charges a local currency at a rate locked for 15 minutes (Paystack, Flutterwave, M-Pesa,
 * MTN MoMo): the title
 * (TEST MODE when no real money moves), what the rail needs from the buyer (`children`: the mobile-money number), "Pay in"
 * when it takes more than one currency, the amount with its countdown, the error box and the submit button, whose
 * words name the quoted amount once it is known. Alone it is the panel of a hosted page (Paystack, Flutterwave).
 * `dueNow`: the cart is on a deposit plan, so the amount is what is due now, not the order total.
 */
export function RailPaymentPanel({
  rail,
  quote: rq,
  error,
  busy,
  dueNow = false,
  children,
}: {
  /** The rail: its texts are the catalogue's `<rail>.title`, `.text`, `.pay` and `.payWaiting`. */
  rail: LocalRailMethod;
  quote: RailQuote;
  error: string | null;
  busy: boolean;
  dueNow?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const railName = rq.rail?.rail ?? 'rail';
  const amount = rq.payable
    ? formatMinorMoney(rq.payable.amountMinor, rq.payable.currency, lang, {
        wholeUnits: chargesWholeUnits(rq.payable.rail),
      })
    : null;

  return (
    <RailPanelShell
      id={`pay-with-${rail}`}
      title={t(`${rail}.title`)}
      text={t(`${rail}.text`)}
      testMode={rq.rail?.testMode ?? false}
      error={error}
      busy={busy}
      ready={Boolean(rq.payable)}
      payLabel={amount ? t(`${rail}.pay`, { amount }) : t(`${rail}.payWaiting`)}
    >
      {children}

      {rq.currencies.length > 1 ? (
        <Field label={t('railQuote.payIn')} className="mt-4 max-w-xs">
          <Select value={rq.currency} onChange={(e) => rq.choose(e.target.value)} disabled={busy}>
            {rq.currencies.map((c) => (
              <option key={c} value={c}>
                {currencyName(c, lang) ? t('railQuote.currencyOption', { name: currencyName(c, lang), code: c }) : c}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}

      <div className="mt-4" aria-live="polite">
        <RailQuoteAmount quote={rq} amount={amount} testIdPrefix={railName} dueNow={dueNow} />
      </div>
    </RailPanelShell>
  );
}
