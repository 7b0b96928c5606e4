import { useTranslation } from '../../../i18n/use-translation';
import { Clock, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { isolateLtr } from '../../../lib/bidi';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatTime } from '../../../lib/format';
import { numberLocale } from '../../../lib/money';
import { formatRate, formatUsd } from '../../../lib/money-display';
import { countdownText } from '../rail-quote';
import type { RailQuote } from '../use-rail-quote';

/**
 * The amount a local rail (Paystack, M-Pesa) will charge, as it stands: locking a rate (a skeleton), the error with
 * its retry, or the amount with the rate, its day and the lock's live countdown (and why it was renewed, if it was).
 * `amount` is the quoted amount as the rail's panel words it; `testIdPrefix` names the figures for tests; `dueNow`: the
 * quote converts what is due now on a deposit plan (issue 18), not the order total.
 */
export function RailQuoteAmount({
  quote: rq,
  amount,
  testIdPrefix,
  dueNow = false,
}: {
  quote: RailQuote;
  amount: string | null;
  testIdPrefix: string;
  dueNow?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const oneCurrency = rq.currencies.length <= 1;

  if (rq.error) {
    return (
      <FormAlert
        title={t('railQuote.failedTitle')}
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
        {errorMessage(t, rq.error, oneCurrency ? 'railQuote.failedTextOne' : 'railQuote.failedText')}
      </FormAlert>
    );
  }
  if (rq.loading || !rq.payable) {
    return (
      <div role="status" className="rounded-lg border border-ink-200 bg-ink-50 p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-ink-700">
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          />
          {rq.refresh?.reason === 'expired' ? t('railQuote.refreshing') : t('railQuote.loading')}
        </p>
        <Skeleton className="mt-3 h-7 w-48" />
        <Skeleton className="mt-2 h-4 w-64 max-w-full" />
      </div>
    );
  }
  const quote = rq.payable;
  return (
    <div className="space-y-3">
      {rq.refresh ? (
        <FormAlert tone="info" title={t('railQuote.refreshedTitle')}>
          {rq.refresh.reason === 'server' ? rq.refresh.message : t('railQuote.refreshed')}
        </FormAlert>
      ) : null}
      <div className="rounded-lg border border-brand-200 bg-brand-50/60 p-4">
        <p className="text-sm text-ink-700">{t('railQuote.charged')}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900" data-testid={`${testIdPrefix}-amount`}>
          {amount}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {t(dueNow ? 'railQuote.forNow' : 'railQuote.forTotal', { amount: formatUsd(quote.usdTotalCents, lang) })}
        </p>
        <dl className="mt-3 space-y-1 text-sm text-ink-700">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{t('railQuote.rateLabel')}</dt>
            <dd>
              <bdi dir="ltr" data-testid={`${testIdPrefix}-rate`}>
                {t('railQuote.rate', { rate: formatRate(quote.rate, numberLocale(lang)), currency: quote.currency })}
              </bdi>{' '}
              <span className="text-ink-600">
                {t('railQuote.rateDate', { date: formatDate(quote.rateDate, lang, { timeZone: 'UTC' }) })}
              </span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-ink-800">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>{t('railQuote.lockedUntil', { time: formatTime(new Date(rq.expiresAt), lang) })}</span>
          <span role="timer" className="rounded-full bg-white px-2 py-0.5 text-xs tabular-nums ring-1 ring-brand-200">
            {t('railQuote.timeLeft', { time: isolateLtr(countdownText(rq.secondsLeft)) })}
          </span>
        </p>
      </div>
    </div>
  );
}
