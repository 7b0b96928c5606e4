import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Scale } from 'lucide-react';
import type { DisputeDto } from '@app/shared/disputes';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { usd } from '../dispute-format';
import { DeadlineCountdown, DisputeStatusBadge, EvidenceList } from './dispute-bits';

/** Status, deadline, the claim, the vendor's answer and the outcome: shared by the dispute page and the mediator view. */
export function DisputeSummaryCard({ dispute: d }: { dispute: DisputeDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const requested =
    d.requestedOutcome === 'PARTIAL_REFUND' && d.requestedRefundCents !== null
      ? t('page.requestedPartial', { amount: usd(d.requestedRefundCents, lang) })
      : t('outcomes.FULL_REFUND');
  const buyerEvidence = d.evidence.filter((e) => e.party === 'buyer' && e.messageId === null);
  const vendorEvidence = d.evidence.filter((e) => e.party === 'vendor' && e.messageId === null);
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Scale aria-hidden="true" className="size-5 text-brand-700" />
            {t('pageTitle', { ref: d.orderRef })}
          </span>
        }
        description={
          <>
            <bdi>{d.buyerName}</bdi> · <bdi>{d.vendorName}</bdi> ·{' '}
            {t('page.opened', { date: formatDateTime(d.createdAt, lang) })}
          </>
        }
        action={<DisputeStatusBadge status={d.status} />}
      />
      <CardBody className="space-y-5">
        {d.status === 'OPEN' && d.responseDueAt ? <DeadlineCountdown dueAt={d.responseDueAt} who="vendor" /> : null}
        {d.status === 'OFFERED' && d.responseDueAt ? <DeadlineCountdown dueAt={d.responseDueAt} who="buyer" /> : null}
        {d.status === 'ESCALATED' && d.escalationReason ? (
          <p className="rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm text-purple-900">
            <span className="font-semibold">{t('page.escalated')}.</span> {t(`escalation.${d.escalationReason}`)}
          </p>
        ) : null}
        {d.status === 'RESOLVED' && d.outcome ? (
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="outcome">
            <p className="flex items-center gap-2 font-semibold text-brand-900">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              {t('page.outcomeTitle')}: {t(`outcomes.${d.outcome}`)}
            </p>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-600">{t('page.refunded')}</dt>
                <dd className="font-semibold tabular-nums text-ink-900" data-testid="refunded">
                  {usd(d.refundCents ?? 0, lang)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-600">{t('page.released')}</dt>
                <dd className="font-semibold tabular-nums text-ink-900" data-testid="released">
                  {usd(d.vendorCreditCents ?? 0, lang)}
                </dd>
              </div>
            </dl>
            {d.decisionNote ? (
              <p className="mt-2 text-sm text-ink-800">
                <span className="font-medium">{t('page.decisionNote')}:</span> <bdi>{d.decisionNote}</bdi>
              </p>
            ) : null}
          </div>
        ) : null}
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-600">{t('page.reason')}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{t(`reasons.${d.reason}`)}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('page.requested')}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{requested}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('page.status')}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{t(`statuses.${d.status}`)}</dd>
          </div>
        </dl>
        <p className="text-xs text-ink-600">
          {t('page.escrow', { amount: usd(d.escrowCents, lang), goods: usd(d.goodsCents, lang) })}
        </p>
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{t('page.description')}</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-ink-800">
            <bdi>{d.description}</bdi>
          </p>
          <div className="mt-3">
            <EvidenceList items={buyerEvidence} />
          </div>
        </div>
        {d.vendorResponse ? (
          <div>
            <h3 className="text-sm font-semibold text-ink-900">{t('page.vendorStatement')}</h3>
            {d.vendorResponse === 'OFFER' && d.offerCents !== null ? (
              <p className="mt-1 text-sm font-medium text-ink-900">
                {t('page.offer', { amount: usd(d.offerCents, lang) })}
              </p>
            ) : null}
            {d.vendorStatement ? (
              <p className="mt-1 text-sm whitespace-pre-wrap text-ink-800">
                <bdi>{d.vendorStatement}</bdi>
              </p>
            ) : null}
            {vendorEvidence.length > 0 ? (
              <div className="mt-3">
                <EvidenceList items={vendorEvidence} />
              </div>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
