import { useTranslation } from '../../../i18n/use-translation';
import { Lightbulb, X } from 'lucide-react';
import type { MediatorViewDto, PartyFiguresDto } from '@app/shared/disputes';
import type { ReliabilityDto } from '@app/shared/reliability';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useMediatorView } from '../api/get-mediator-view';
import { suggestionExplanation, usd } from '../dispute-format';
import { DisputeTimeline } from './dispute-bits';
import { DecideForm } from './decide-form';
import { DisputeSummaryCard } from './dispute-summary-card';
import { MessageThread } from './message-thread';
import { PartyReliability } from './party-reliability';

function PartyCard({ title, p, reliability }: { title: string; p: PartyFiguresDto; reliability: ReliabilityDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  return (
    <div className="rounded-lg border border-ink-200 p-3">
      <p className="text-xs font-semibold text-ink-600 uppercase">{title}</p>
      <p className="font-semibold text-ink-900">
        <bdi>{p.name}</bdi>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">{t('admin.ordersCount')}</dt>
        <dd className="text-end tabular-nums">{formatNumber(p.ordersCount, lang)}</dd>
        <dt className="text-ink-600">{t('admin.disputesOpened')}</dt>
        <dd className="text-end tabular-nums">{formatNumber(p.disputesOpened, lang)}</dd>
        <dt className="text-ink-600">{t('admin.disputesReceived')}</dt>
        <dd className="text-end tabular-nums">{formatNumber(p.disputesReceived, lang)}</dd>
        <dt className="text-ink-600">{t('admin.disputeRate')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {formatNumber(p.disputeRate, lang, { style: 'percent', maximumFractionDigits: 1 })}
        </dd>
      </dl>
      <PartyReliability profile={reliability} />
    </div>
  );
}

function Body({ view }: { view: MediatorViewDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const { dispute: d, vendorOrder: vo, suggestion: s } = view;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card className="border-purple-200">
          <CardHeader
            title={
              <span className="flex items-center gap-2">
                <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
                {t('admin.suggestion')}
              </span>
            }
          />
          <CardBody className="space-y-2" data-testid="suggestion">
            <p className="text-lg font-semibold text-ink-900">
              {s.outcome ? t(`outcomes.${s.outcome}`) : t('admin.noSuggestion')}
              {s.refundCents !== null ? ` · ${usd(s.refundCents, lang)}` : ''}
            </p>
            <p className="text-sm text-ink-700">
              <Badge tone="purple">{t('admin.rule', { rule: t(`admin.rules.${s.rule}`) })}</Badge>
            </p>
            <p className="text-sm text-ink-700">{suggestionExplanation(t, s, d.reason, lang)}</p>
          </CardBody>
        </Card>
        {d.actions.includes('DECIDE') ? (
          <Card>
            <CardHeader title={t('admin.decide')} />
            <CardBody>
              <DecideForm view={view} />
            </CardBody>
          </Card>
        ) : d.status !== 'RESOLVED' ? (
          <FormAlert tone="info">{t('admin.notEscalated')}</FormAlert>
        ) : null}
        <DisputeSummaryCard dispute={d} />
        <Card>
          <CardHeader title={t('messages.title')} />
          <CardBody>
            <MessageThread dispute={d} />
          </CardBody>
        </Card>
      </div>
      <div className="space-y-6">
        <Card>
          <CardHeader
            title={t('admin.orderTitle')}
            description={t('admin.orderTotal', { amount: usd(view.order.totalCents, lang) })}
          />
          <CardBody className="space-y-3 text-sm">
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-ink-600">{t('admin.promised')}</dt>
              <dd className="text-end">{formatDate(vo.promisedDeliveryAt, lang)}</dd>
              <dt className="text-ink-600">{t('admin.delivered')}</dt>
              <dd className="text-end">
                {vo.deliveredAt ? formatDate(vo.deliveredAt, lang) : t('admin.notDelivered')}
              </dd>
              {vo.inspectionEndsAt ? (
                <>
                  <dt className="text-ink-600">{t('admin.inspectionEnds')}</dt>
                  <dd className="text-end">{formatDate(vo.inspectionEndsAt, lang)}</dd>
                </>
              ) : null}
            </dl>
            <div>
              <p className="font-semibold text-ink-900">{t('admin.items')}</p>
              <ul className="mt-1 space-y-0.5">
                {vo.items.map((i) => (
                  <li key={i.name} className="flex justify-between gap-2">
                    <bdi>
                      {i.name} × {i.quantity}
                    </bdi>
                    <span className="tabular-nums">{usd(i.lineTotalUsdCents, lang)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('admin.shipments')} />
          <CardBody className="space-y-4 text-sm" data-testid="mediator-shipments">
            {view.shipments.length === 0 ? <p className="text-ink-600">{t('admin.noShipments')}</p> : null}
            {view.shipments.map((s) => (
              <div key={s.id}>
                <p className="font-semibold text-ink-900" dir="ltr">
                  {s.carrier ?? '—'} {s.trackingNumber ?? ''} · {s.status}
                </p>
                {s.events.length === 0 ? (
                  <p className="text-ink-600">{t('admin.noEvents')}</p>
                ) : (
                  <ol className="mt-1 space-y-1 border-s border-ink-200 ps-3">
                    {s.events.map((e, i) => (
                      <li key={`${e.occurredAt}-${i}`}>
                        <span className="font-medium">{e.status}</span> · <bdi>{e.description}</bdi>
                        <span className="block text-xs text-ink-600">
                          {[e.city, e.country].filter(Boolean).join(', ')} · {formatDateTime(e.occurredAt, lang)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('admin.parties')} />
          <CardBody className="space-y-3">
            <PartyCard title={t('parties.buyer')} p={view.parties.buyer} reliability={view.reliability.buyer} />
            <PartyCard title={t('parties.vendor')} p={view.parties.vendor} reliability={view.reliability.vendor} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('page.timeline')} />
          <CardBody>
            <DisputeTimeline events={d.timeline} />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

/** The admin's mediator view of one dispute (GET /api/admin/disputes/:id). */
export function MediatorView({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('disputes');
  const view = useMediatorView(id);
  return (
    <section aria-labelledby="mediator-heading" className="space-y-4" data-testid="mediator-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mediator-heading" className="text-lg font-semibold text-ink-900">
          {t('admin.mediator')}
          {view.data ? ` · #${view.data.dispute.orderRef}` : ''}
        </h2>
        <div className="flex gap-2">
          <LinkButton to={`/disputes/${id}`} variant="ghost" size="sm">
            {t('panel.view')}
          </LinkButton>
          <Button variant="outline" size="sm" onClick={onClose} icon={<X aria-hidden="true" className="size-4" />}>
            {t('admin.close')}
          </Button>
        </div>
      </div>
      <QueryState query={view} loading={{ look: 'rows', count: 3 }} error={{ ns: 'disputes', fallback: 'loadFailed' }}>
        {(data) => <Body view={data} />}
      </QueryState>
    </section>
  );
}
