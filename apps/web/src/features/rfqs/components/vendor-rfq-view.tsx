import { useTranslation } from '../../../i18n/use-translation';
import { ClipboardList, PackagePlus } from 'lucide-react';
import type { RfqDetailDto, RfqQuoteDto } from '@app/shared/rfqs';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useVendorProducts } from '../../catalog/public';
import { useOpenRfqs } from '../api/list-open-rfqs';
import { isLiveQuote } from '../compare';
import { quotableProducts } from '../quote-form';
import { rfqStatusNow } from '../rfq-status';
import {
  Landed,
  LeadTime,
  Quantity,
  QuoteActions,
  QuoteStatus,
  Shipping,
  UnitPrice,
  ValidUntil,
} from './quote-figures';
import { QuotaMeter } from './quota-meter';
import { RfqSummary } from './rfq-summary';
import { VendorQuoteForm } from './vendor-quote-form';

/** A vendor's page of a request: what is asked, their own quote, or the form to send one and their monthly quota. */
export function VendorRfqView({ detail }: { detail: RfqDetailDto }) {
  const { t } = useTranslation('rfqs');
  const { rfq } = detail;
  const live = detail.quotes.filter(isLiveQuote);
  const open = rfqStatusNow(rfq) === 'OPEN' && rfq.awardedOfferId === null;
  return (
    <div className="space-y-6">
      <RfqSummary rfq={rfq} />
      {detail.quotes.length > 0 ? (
        <section aria-labelledby="my-quote-title" className="space-y-3">
          <h2 id="my-quote-title" className="text-lg font-semibold text-ink-900">
            {t('vendorView.myQuote')}
          </h2>
          {detail.quotes.map((q) => (
            <MyQuote key={q.offer.id} quote={q} />
          ))}
        </section>
      ) : null}
      {live.length === 0 ? (
        open ? (
          <QuoteSection detail={detail} />
        ) : (
          <FormAlert tone="info">{t('vendorView.notOpen')}</FormAlert>
        )
      ) : null}
    </div>
  );
}

function MyQuote({ quote }: { quote: RfqQuoteDto }) {
  const { t } = useTranslation('rfqs');
  const dt = 'text-xs text-ink-500';
  const dd = 'mt-0.5 text-sm font-medium text-ink-900';
  return (
    <Card className="p-4" data-testid="my-quote">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="font-semibold break-words text-ink-900">{quote.offer.productName}</p>
        <QuoteStatus quote={quote} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <div className="min-w-0">
          <dt className={dt}>{t('compare.unitPrice')}</dt>
          <dd className={dd}>
            <UnitPrice quote={quote} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.quantity')}</dt>
          <dd className={dd}>
            <Quantity quote={quote} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.shipping')}</dt>
          <dd className={dd}>
            <Shipping quote={quote} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.landed')}</dt>
          <dd className={dd}>
            <Landed quote={quote} lowest={false} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.leadTime')}</dt>
          <dd className={dd}>
            <LeadTime quote={quote} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.incoterm')}</dt>
          <dd className={dd}>{quote.offer.incoterm}</dd>
        </div>
        <div className="min-w-0">
          <dt className={dt}>{t('compare.validUntil')}</dt>
          <dd className={dd}>
            <ValidUntil quote={quote} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 border-t border-ink-100 pt-3">
        <QuoteActions quote={quote} canAccept={false} accepting={false} onAccept={() => undefined} />
      </div>
    </Card>
  );
}

/** The quote form once the vendor's products (and quota) are in; a way to add a product when none fits. */
function QuoteSection({ detail }: { detail: RfqDetailDto }) {
  const { t } = useTranslation('rfqs');
  const products = useVendorProducts();
  const openList = useOpenRfqs();
  const quota = openList.data?.quota;
  const full = quota ? quota.used >= quota.limit : false;
  return (
    <Card>
      <CardHeader title={t('quoteForm.title')} description={t('quoteForm.description')} />
      <div className="space-y-4 px-5 pb-5 sm:px-6 sm:pb-6">
        {quota ? <QuotaMeter quota={quota} /> : null}
        <QueryState
          query={products}
          loading={{ look: 'lines', count: 4 }}
          error={{ ns: 'rfqs', fallback: 'quoteForm.productsFailed' }}
        >
          {(data) => {
            const fit = quotableProducts(data.items, detail.rfq.category);
            if (fit.length === 0) {
              return (
                <EmptyState
                  icon={<ClipboardList className="size-7" />}
                  title={t('quoteForm.noProductTitle')}
                  description={t('quoteForm.noProductText')}
                  action={
                    <LinkButton to="/vendor/add-product" icon={<PackagePlus aria-hidden="true" className="size-4" />}>
                      {t('quoteForm.addProduct')}
                    </LinkButton>
                  }
                />
              );
            }
            return <VendorQuoteForm rfq={detail.rfq} products={fit} disabled={full} />;
          }}
        </QueryState>
      </div>
    </Card>
  );
}
