import { useTranslation } from '../../../i18n/use-translation';
import type { RfqQuoteDto } from '@app/shared/rfqs';
import { cn } from '../../../lib/cn';
import {
  Landed,
  LeadTime,
  Quantity,
  QuoteActions,
  QuoteStatus,
  ReliabilityCell,
  ShortlistToggle,
  Shipping,
  UnitPrice,
  ValidUntil,
  VendorCell,
} from './quote-figures';

export interface QuoteCompareProps {
  quotes: readonly RfqQuoteDto[];
  /** Offer ids of the lowest landed price per unit (highlighted). */
  lowest: ReadonlySet<string>;
  /** The request still takes an answer: open, and no quote accepted. */
  canAccept: boolean;
  /** The offer being accepted, if any. */
  acceptingId: string | null;
  onAccept: (quote: RfqQuoteDto) => void;
  /** The buyer's shortlist toggle; absent: read only (an admin). */
  onShortlist?: ((quote: RfqQuoteDto, shortlisted: boolean) => void) | undefined;
  /** The offer whose mark is being saved, if any. */
  shortlistingId?: string | null;
}

/** The quotes side by side: a table on wide screens, one card per quote on narrow ones (360 px). */
export function QuoteCompare(props: QuoteCompareProps) {
  return (
    <div data-testid="quote-compare">
      <QuoteTable {...props} />
      <QuoteCards {...props} />
    </div>
  );
}

function QuoteTable({
  quotes,
  lowest,
  canAccept,
  acceptingId,
  onAccept,
  onShortlist,
  shortlistingId,
}: QuoteCompareProps) {
  const { t } = useTranslation('rfqs');
  const th = 'px-3 py-2.5 text-start text-xs font-semibold text-ink-600 align-bottom';
  const td = 'px-3 py-3 align-top text-sm text-ink-800';
  return (
    <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-ink-200 bg-white lg:block">
      <table className="w-full min-w-[64rem] border-collapse">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            <th scope="col" className={th}>
              {t('compare.vendor')}
            </th>
            <th scope="col" className={th}>
              {t('compare.reliability')}
            </th>
            <th scope="col" className={th}>
              {t('compare.unitPrice')}
            </th>
            <th scope="col" className={th}>
              {t('compare.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('compare.shipping')}
            </th>
            <th scope="col" className={th}>
              {t('compare.landed')}
            </th>
            <th scope="col" className={th}>
              {t('compare.leadTime')}
            </th>
            <th scope="col" className={th}>
              {t('compare.incoterm')}
            </th>
            <th scope="col" className={th}>
              {t('compare.validUntil')}
            </th>
            <th scope="col" className={th}>
              {t('compare.status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('compare.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {quotes.map((q) => {
            const isLowest = lowest.has(q.offer.id);
            return (
              <tr
                key={q.offer.id}
                className={cn(isLowest && 'bg-brand-50')}
                data-testid="quote-row"
                data-offer={q.offer.id}
              >
                <th scope="row" className={cn(td, 'text-start font-normal')}>
                  <VendorCell quote={q} />
                </th>
                <td className={td}>
                  <ReliabilityCell quote={q} />
                </td>
                <td className={td}>
                  <UnitPrice quote={q} />
                </td>
                <td className={td}>
                  <Quantity quote={q} />
                </td>
                <td className={td}>
                  <Shipping quote={q} />
                </td>
                <td className={td}>
                  <Landed quote={q} lowest={isLowest} />
                </td>
                <td className={td}>
                  <LeadTime quote={q} />
                </td>
                <td className={td}>{q.offer.incoterm}</td>
                <td className={td}>
                  <ValidUntil quote={q} />
                </td>
                <td className={td}>
                  <QuoteStatus quote={q} />
                </td>
                <td className={td}>
                  <QuoteActions
                    quote={q}
                    canAccept={canAccept}
                    accepting={acceptingId === q.offer.id}
                    onAccept={onAccept}
                    extra={
                      onShortlist ? (
                        <ShortlistToggle quote={q} busy={shortlistingId === q.offer.id} onToggle={onShortlist} />
                      ) : undefined
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function QuoteCards({
  quotes,
  lowest,
  canAccept,
  acceptingId,
  onAccept,
  onShortlist,
  shortlistingId,
}: QuoteCompareProps) {
  const { t } = useTranslation('rfqs');
  const dt = 'text-xs text-ink-500';
  const dd = 'mt-0.5 text-sm font-medium text-ink-900';
  return (
    <ul className="space-y-3 lg:hidden">
      {quotes.map((q) => {
        const isLowest = lowest.has(q.offer.id);
        return (
          <li
            key={q.offer.id}
            className={cn(
              'rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-card)]',
              isLowest ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200',
            )}
            data-testid="quote-card"
            data-offer={q.offer.id}
          >
            <div className="flex items-start justify-between gap-3">
              <VendorCell quote={q} />
              <QuoteStatus quote={q} />
            </div>
            <div className="mt-3">
              <Landed quote={q} lowest={isLowest} />
              <p className="text-xs text-ink-500">{t('compare.landedHint')}</p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
              <div className="min-w-0">
                <dt className={dt}>{t('compare.unitPrice')}</dt>
                <dd className={dd}>
                  <UnitPrice quote={q} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={dt}>{t('compare.quantity')}</dt>
                <dd className={dd}>
                  <Quantity quote={q} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={dt}>{t('compare.shipping')}</dt>
                <dd className={dd}>
                  <Shipping quote={q} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={dt}>{t('compare.leadTime')}</dt>
                <dd className={dd}>
                  <LeadTime quote={q} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={dt}>{t('compare.incoterm')}</dt>
                <dd className={dd}>{q.offer.incoterm}</dd>
              </div>
              <div className="min-w-0">
                <dt className={dt}>{t('compare.validUntil')}</dt>
                <dd className={dd}>
                  <ValidUntil quote={q} />
                </dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className={dt}>{t('compare.reliability')}</dt>
                <dd className="mt-0.5">
                  <ReliabilityCell quote={q} />
                </dd>
              </div>
            </dl>
            {q.offer.note ? (
              <p
                dir="auto"
                className="mt-3 rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-line break-words text-ink-800"
              >
                {q.offer.note}
              </p>
            ) : null}
            <div className="mt-3 border-t border-ink-100 pt-3">
              <QuoteActions
                quote={q}
                canAccept={canAccept}
                accepting={acceptingId === q.offer.id}
                onAccept={onAccept}
                extra={
                  onShortlist ? (
                    <ShortlistToggle quote={q} busy={shortlistingId === q.offer.id} onToggle={onShortlist} />
                  ) : undefined
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
