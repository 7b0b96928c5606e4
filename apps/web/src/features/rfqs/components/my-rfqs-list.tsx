import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronRight, ClipboardList, Plus } from 'lucide-react';
import type { RfqDto } from '@app/shared/rfqs';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { categoryName } from '../../../lib/catalog-labels';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useMyRfqs } from '../api/list-rfqs';
import { RfqStatusBadge } from './rfq-status-badge';

/** The buyer's buying requests: status, quotes received, closing date; each leads to its page. */
export function MyRfqsList() {
  const { t } = useTranslation('rfqs');
  const query = useMyRfqs();
  return (
    <QueryState
      query={query}
      loading={{ look: 'rows', count: 4, label: t('list.loading') }}
      error={{ ns: 'rfqs', fallback: 'list.loadFailed' }}
      empty={
        <Card>
          <EmptyState
            icon={<ClipboardList className="size-7" />}
            title={t('list.emptyTitle')}
            description={t('list.emptyText')}
            action={
              <LinkButton to="/rfqs/new" icon={<Plus aria-hidden="true" className="size-4" />}>
                {t('list.post')}
              </LinkButton>
            }
          />
        </Card>
      }
    >
      {(data) => (
        <Card>
          <ul className="divide-y divide-ink-100" data-testid="my-rfqs">
            {data.items.map((rfq) => (
              <MyRfqRow key={rfq.id} rfq={rfq} />
            ))}
          </ul>
        </Card>
      )}
    </QueryState>
  );
}

function MyRfqRow({ rfq }: { rfq: RfqDto }) {
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
            <RfqStatusBadge rfq={rfq} />
          </div>
          <p className="mt-1 text-sm text-ink-600">
            {categoryName(t, rfq.category)} · {formatQuantity(t, rfq.quantity, rfq.unit)} · {rfq.destinationCountry}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
            <span className="font-medium" data-testid="rfq-quote-count">
              {t('list.quotes', { count: rfq.quoteCount })}
            </span>
            <span>{t('list.closes', { date: formatDate(rfq.closesOn, i18n.language) })}</span>
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400 rtl:-scale-x-100" />
      </Link>
    </li>
  );
}
