import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Clock, Download, FileText, Landmark, PackageCheck } from 'lucide-react';
import type { QuoteDto } from '@app/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { LinkButton, buttonClasses } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import { formatQuantity } from '../../../lib/units';
import { useQuotes } from '../api/list-quotes';
import { proformaUrl, quoteStage, type QuoteStage } from '../quote-status';
import { proformaPath } from '../use-bank-transfer-checkout';

const STAGE_TONES: Record<QuoteStage, BadgeTone> = {
  waiting: 'amber',
  transfer: 'blue',
  placed: 'green',
  closed: 'red',
};
const STAGE_ICONS = { waiting: Clock, transfer: Landmark, placed: PackageCheck, closed: FileText } as const;

/** My Orders: the buyer's pro-formas and quote requests (paid by bank transfer), shown only when there are some. */
export function QuotesSection() {
  const { t } = useTranslation('orders');
  const quotes = useQuotes();
  const headingId = useId();

  const skeleton = (
    <div className="space-y-3">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
  return (
    <QueryState query={quotes} loading={{ skeleton }} error={{ title: t('quotes.loadFailed') }} empty={null}>
      {({ items }) => (
        <section aria-labelledby={headingId} className="space-y-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-ink-900">
              {t('quotes.bankTitle')}
            </h2>
            <p className="text-sm text-ink-600">{t('quotes.bankDescription')}</p>
          </div>
          <ul className="space-y-4">
            {items.map((q) => (
              <QuoteItem key={q.checkoutId} quote={q} />
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  );
}

function QuoteItem({ quote }: { quote: QuoteDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const stage = quoteStage(quote);
  const Icon = STAGE_ICONS[stage];
  return (
    <li
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]"
      data-testid="quote-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink-900">
            {quote.source === 'proforma' ? t('quotes.proformaRef') : t('quotes.quoteRef')}{' '}
            <span className="font-mono" dir="ltr">
              {quote.reference}
            </span>
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">
            {t(quote.source === 'proforma' ? 'quotes.issuedOn' : 'quotes.requestedOn', {
              date: formatDate(quote.createdAt, lang),
            })}{' '}
            · {t('orders.items', { count: quote.lines.length })}
          </p>
        </div>
        <Badge tone={STAGE_TONES[stage]} icon={<Icon aria-hidden="true" className="size-3" />}>
          {t(`quotes.stage.${stage}`)}
        </Badge>
      </div>
      <div className="grid gap-4 px-5 py-4 sm:grid-cols-2">
        <ul className="space-y-1 text-sm" aria-label={t('quotes.itemsOf', { ref: quote.reference })}>
          {quote.lines.map((l) => (
            <li key={l.productId} className="text-ink-800">
              <bdi>{l.name}</bdi>{' '}
              <span className="text-ink-600">
                · {t('checkout.quantity', { quantity: formatQuantity(t, l.quantity, l.unit) })} ·{' '}
                <bdi>{l.vendorName}</bdi>
              </span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm sm:justify-self-end">
          <div className="flex justify-between gap-6">
            <dt className="text-ink-600">{t('cart:totals.subtotal')}</dt>
            <dd className="font-medium tabular-nums">{formatUsd(quote.subtotalCents, lang)}</dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-ink-600">{t('cart:totals.shipping')}</dt>
            <dd className="font-medium tabular-nums">{formatUsd(quote.shippingCents, lang)}</dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-ink-600">{t('cart:totals.buyerFee')}</dt>
            <dd className="font-medium tabular-nums">
              {quote.feeCents === null ? t('quotes.feePending') : formatUsd(quote.feeCents, lang)}
            </dd>
          </div>
          <div className="flex justify-between gap-6 border-t border-ink-200 pt-1">
            <dt className="font-semibold">{t('cart:totals.total')}</dt>
            <dd className="font-bold tabular-nums">
              {quote.totalCents === null ? t('quotes.feePending') : formatUsd(quote.totalCents, lang)}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 bg-ink-50/60 px-5 py-3 text-sm">
        <p className="min-w-0 flex-1 text-ink-700">
          {t(`quotes.explain.${stage}`)}
          {stage === 'transfer' && quote.expiresAt ? (
            <span className="block font-medium">{t('quotes.payBy', { date: formatDate(quote.expiresAt, lang) })}</span>
          ) : null}
        </p>
        {stage === 'transfer' ? (
          <LinkButton
            to={proformaPath(quote.checkoutId)}
            size="sm"
            variant="outline"
            aria-label={t('quotes.instructionsNamed', { ref: quote.reference })}
          >
            {t('quotes.instructions')}
          </LinkButton>
        ) : null}
        {stage === 'transfer' ? (
          <a
            href={proformaUrl(quote.checkoutId)}
            download
            className={buttonClasses('primary', 'sm')}
            aria-label={t('quotes.downloadNamed', { ref: quote.reference })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('quotes.download')}
          </a>
        ) : stage === 'placed' && quote.orderId ? (
          <LinkButton to={`/order-confirmation/${encodeURIComponent(quote.orderId)}`} size="sm">
            {t('quotes.viewOrder')}
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}
