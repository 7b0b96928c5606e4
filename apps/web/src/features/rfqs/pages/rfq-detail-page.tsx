import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft, SearchX } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRfq } from '../api/get-rfq';
import { BuyerRfqView } from '../components/buyer-rfq-view';
import { VendorRfqView } from '../components/vendor-rfq-view';

/** /rfqs/:id: the owner compares quotes; a vendor reads the request and quotes; an admin reads it all. */
export function RfqDetailPage() {
  const { t } = useTranslation('rfqs');
  const { rfqId = '' } = useParams();
  const query = useRfq(rfqId);
  const role = query.data?.role;
  useDocumentTitle(query.data?.rfq.product ?? t('detail.title'));
  const back = role === 'vendor' ? '/vendor/dashboard?tab=rfqs' : '/rfqs';

  if (query.error instanceof ApiError && (query.error.code === 'NOT_FOUND' || query.error.status === 404)) {
    return (
      <Page>
        <Card>
          <EmptyState
            headingLevel="h1"
            icon={<SearchX className="size-7" />}
            title={t('detail.notFoundTitle')}
            description={t('detail.notFoundText')}
            action={<LinkButton to="/dashboard">{t('detail.toDashboard')}</LinkButton>}
          />
        </Card>
      </Page>
    );
  }

  return (
    <QueryState
      query={query}
      loading={{ look: 'spinner', label: t('detail.loading') }}
      error={{ ns: 'rfqs', fallback: 'detail.loadFailed', look: 'panel', heading: 'h1' }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(detail) => (
        <Page>
          <div className="mx-auto max-w-7xl">
            <Link to={back} className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-brand-800">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {role === 'vendor' ? t('detail.backVendor') : t('detail.back')}
            </Link>
            <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('detail.title')}</h1>
            {detail.role === 'vendor' ? (
              <VendorRfqView detail={detail} />
            ) : (
              <BuyerRfqView detail={detail} readOnly={detail.role === 'admin'} />
            )}
          </div>
        </Page>
      )}
    </QueryState>
  );
}
