import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, ChevronRight, ClipboardList } from 'lucide-react';
import type { VendorRfqListDto } from '@app/shared/rfqs';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { categoryName } from '../../../lib/catalog-labels';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useOpenRfqs } from '../api/list-open-rfqs';
import { QuotaMeter } from './quota-meter';

type VendorRfq = VendorRfqListDto['items'][number];

/** The vendor dashboard's "Buying requests" tab: open requests in their categories, and this month's quote quota. */
export function VendorRfqsTab() {
  const { t } = useTranslation('rfqs');
  const query = useOpenRfqs();
  return (
    <QueryState
      query={query}
      loading={{ look: 'rows', count: 4, label: t('vendorList.loading') }}
      error={{ ns: 'rfqs', fallback: 'vendorList.loadFailed' }}
    >
      {(data) => (
        <div className="space-y-4">
          <QuotaMeter quota={data.quota} />
          {data.items.length === 0 ? (
            <Card>
              <EmptyState
                icon={<ClipboardList className="size-7" />}
                title={t('vendorList.emptyTitle')}
                description={t('vendorList.emptyText')}
              />
            </Card>
          ) : (
            <Card>
              <ul className="divide-y divide-ink-100" data-testid="open-rfqs">
                {data.items.map((rfq) => (
                  <VendorRfqRow key={rfq.id} rfq={rfq} />
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
    </QueryState>
  );
}

function VendorRfqRow({ rfq }: { rfq: VendorRfq }) {
  const { t, i18n } = useTranslation('rfqs');
  return (
    <li>
      <Link
        to={`/rfqs/${encodeURIComponent(rfq.id)}`}
        className="flex items-center gap-3 px-4 py-4 hover:bg-ink-50 focus-visible:bg-ink-50 sm:px-5"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span dir="auto" className="font-semibold break-words text-ink-900">
              {rfq.product}
            </span>
            {rfq.myQuote ? (
              <Badge tone="green" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
                <span data-testid="rfq-quoted">{t('vendorList.quoted')}</span>
              </Badge>
            ) : null}
            {rfq.verifiedOnly ? <Badge tone="blue">{t('summary.verifiedOnly')}</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-ink-600">
            {categoryName(t, rfq.category)} · {formatQuantity(t, rfq.quantity, rfq.unit)} · {rfq.destinationCountry} ·{' '}
            {rfq.incoterm}
          </p>
          <p className="mt-1 text-sm text-ink-700">
            {t('list.closes', { date: formatDate(rfq.closesOn, i18n.language) })}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400 rtl:-scale-x-100" />
      </Link>
    </li>
  );
}
