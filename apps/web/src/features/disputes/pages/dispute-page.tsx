import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { DisputeDto } from '@app/shared/disputes';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Container, Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDispute } from '../api/get-dispute';
import { DisputeTimeline } from '../components/dispute-bits';
import { DisputeSummaryCard } from '../components/dispute-summary-card';
import { MessageThread } from '../components/message-thread';
import { OfferAnswer } from '../components/offer-answer';
import { RespondForm } from '../components/respond-form';

/** /disputes/:id — the buyer, the vendor of the order and admins (the server decides who may read it). */
export function DisputePage() {
  const { t } = useTranslation('disputes');
  const { disputeId = '' } = useParams();
  const dispute = useDispute(disputeId);
  const notFound =
    dispute.error instanceof ApiError &&
    (dispute.error.code === 'NOT_FOUND' || dispute.error.code === 'VALIDATION_ERROR');
  useDocumentTitle(dispute.data ? t('pageTitle', { ref: dispute.data.orderRef }) : t('title'));

  if (notFound) {
    return (
      <Container className="py-12">
        <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
          <div
            aria-hidden="true"
            className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700"
          >
            <SearchX className="size-7" />
          </div>
          <h1 className="text-2xl font-bold text-ink-900">{t('notFoundTitle')}</h1>
          <p className="mt-2 max-w-md text-ink-600">{t('notFoundText')}</p>
          <LinkButton to="/dashboard" className="mt-6">
            {t('backToOrders')}
          </LinkButton>
        </Card>
      </Container>
    );
  }
  return (
    <QueryState
      query={dispute}
      loading={{ look: 'spinner' }}
      error={{ title: t('loadFailed') }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(d) => <DisputeView d={d} />}
    </QueryState>
  );
}

function DisputeView({ d }: { d: DisputeDto }) {
  const { t } = useTranslation('disputes');
  const back =
    d.viewerRole === 'buyer'
      ? { to: `/order-confirmation/${d.orderId}`, label: t('backToOrder') }
      : d.viewerRole === 'vendor'
        ? { to: '/vendor/dashboard?tab=orders', label: t('backToOrders') }
        : { to: `/admin/dashboard?tab=disputes&dispute=${d.id}`, label: t('backToAdmin') };

  return (
    <Page className="max-w-5xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <LinkButton
          to={back.to}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
        >
          {back.label}
        </LinkButton>
        <p className="text-sm text-ink-600">{t('page.youAre', { role: t(`parties.${d.viewerRole}`).toLowerCase() })}</p>
      </div>
      <h1 className="sr-only">{t('pageTitle', { ref: d.orderRef })}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DisputeSummaryCard dispute={d} />
          {d.actions.includes('RESPOND') ? (
            <Card>
              <CardHeader title={t('respond.title')} />
              <CardBody>
                <RespondForm dispute={d} />
              </CardBody>
            </Card>
          ) : null}
          {d.actions.includes('ANSWER_OFFER') ? (
            <Card>
              <CardHeader title={t('offerAnswer.title')} />
              <CardBody>
                <OfferAnswer dispute={d} />
              </CardBody>
            </Card>
          ) : null}
          <Card>
            <CardHeader title={t('messages.title')} />
            <CardBody>
              <MessageThread dispute={d} />
            </CardBody>
          </Card>
        </div>
        <Card className="lg:sticky lg:top-24">
          <CardHeader title={t('page.timeline')} />
          <CardBody>
            <DisputeTimeline events={d.timeline} />
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}
