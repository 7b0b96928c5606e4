import { useTranslation } from 'react-i18next';
import { Clock, FlaskConical, RefreshCw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { isolateLtr } from '../../../lib/bidi';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatTime } from '../../../lib/format';
import { numberLocale } from '../../../lib/money';
import { formatRate, formatUsd } from '../../../lib/money-display';
import { cn } from '../../../lib/cn';
import { countdownText, formatMinorUnits } from '../rail-quote';
import type { RailQuote } from '../use-rail-quote';

/** Paystack's name as its wordmark (a brand name: never translated), in its navy and blue. */
export function PaystackWordmark({ className }: { className?: string }) {
  return (
    <span dir="ltr" className={cn('font-extrabold tracking-tight', className)}>
      <span className="text-[#011b33]">pay</span>
      <span className="text-[#0a7fb0]">stack</span>
    </span>
  );
}

/** The "TEST MODE" badge of a rail that moves no real money. */
export function TestModeBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge tone="amber" icon={<FlaskConical aria-hidden="true" className="size-3.5" />}>
      {t('method.testMode')}
    </Badge>
  );
}

/** "Nigerian Naira": a currency's name in the page language where the browser knows it (else English, else none). */
function currencyName(code: string, lang: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([lang, 'en'], { type: 'currency' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Paying through Paystack in a local currency: "Pay in", the amount at a rate locked for 15 minutes with its
 * countdown (renewed by itself when it runs out), and the button that opens Paystack's page.
 */
export function PaystackPaymentPanel({
  quote: rq,
  error,
  busy,
}: {
  quote: RailQuote;
  error: string | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const amount = rq.payable
    ? formatMinorUnits(rq.payable.amountMinor, rq.payable.currency, rq.payable.digits, lang)
    : null;

  return (
    <section aria-labelledby="pay-with-paystack" className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="pay-with-paystack" className="font-semibold text-ink-900">
          {t('paystack.title')}
        </h3>
        {rq.rail?.testMode ? <TestModeBadge /> : null}
      </div>
      <p className="mt-1 text-sm text-ink-600">{t('paystack.text')}</p>

      <Field label={t('paystack.payIn')} className="mt-4 max-w-xs">
        <Select value={rq.currency} onChange={(e) => rq.choose(e.target.value)} disabled={busy}>
          {rq.currencies.map((c) => (
            <option key={c} value={c}>
              {currencyName(c, lang) ? t('paystack.currencyOption', { name: currencyName(c, lang), code: c }) : c}
            </option>
          ))}
        </Select>
      </Field>

      <div className="mt-4" aria-live="polite">
        {rq.error ? (
          <FormAlert
            title={t('paystack.failedTitle')}
            action={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
                onClick={rq.retry}
              >
                {t('common:ui.retry')}
              </Button>
            }
          >
            {errorMessage(t, rq.error, 'paystack.failedText')}
          </FormAlert>
        ) : rq.loading || !rq.payable ? (
          <div role="status" className="rounded-lg border border-ink-200 bg-ink-50 p-4">
            <p className="flex items-center gap-2 text-sm font-medium text-ink-700">
              <span
                aria-hidden="true"
                className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
              />
              {rq.refresh?.reason === 'expired' ? t('paystack.refreshing') : t('paystack.loading')}
            </p>
            <Skeleton className="mt-3 h-7 w-48" />
            <Skeleton className="mt-2 h-4 w-64 max-w-full" />
          </div>
        ) : (
          <div className="space-y-3">
            {rq.refresh ? (
              <FormAlert tone="info" title={t('paystack.refreshedTitle')}>
                {rq.refresh.reason === 'server' ? rq.refresh.message : t('paystack.refreshed')}
              </FormAlert>
            ) : null}
            <div className="rounded-lg border border-brand-200 bg-brand-50/60 p-4">
              <p className="text-sm text-ink-700">{t('paystack.charged')}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900" data-testid="paystack-amount">
                {amount}
              </p>
              <p className="mt-1 text-sm text-ink-600">
                {t('paystack.forTotal', { amount: formatUsd(rq.payable.usdTotalCents, lang) })}
              </p>
              <dl className="mt-3 space-y-1 text-sm text-ink-700">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">{t('paystack.rateLabel')}</dt>
                  <dd>
                    <bdi dir="ltr" data-testid="paystack-rate">
                      {t('paystack.rate', {
                        rate: formatRate(rq.payable.rate, numberLocale(lang)),
                        currency: rq.payable.currency,
                      })}
                    </bdi>{' '}
                    <span className="text-ink-600">
                      {t('paystack.rateDate', { date: formatDate(rq.payable.rateDate, lang, { timeZone: 'UTC' }) })}
                    </span>
                  </dd>
                </div>
              </dl>
              <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-ink-800">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span>{t('paystack.lockedUntil', { time: formatTime(new Date(rq.expiresAt), lang) })}</span>
                <span
                  role="timer"
                  className="rounded-full bg-white px-2 py-0.5 text-xs tabular-nums ring-1 ring-brand-200"
                >
                  {t('paystack.timeLeft', { time: isolateLtr(countdownText(rq.secondsLeft)) })}
                </span>
              </p>
            </div>
          </div>
        )}
      </div>

      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}

      <div className="mt-4 max-w-md">
        <Button type="submit" size="lg" className="w-full" disabled={!rq.payable} loading={busy}>
          {busy ? t('payment.processing') : amount ? t('paystack.pay', { amount }) : t('paystack.payWaiting')}
        </Button>
      </div>
    </section>
  );
}
