import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Clock, FolderOpen, Gavel, Inbox, Lightbulb, Lock, Scale } from 'lucide-react';
import { SUGGESTION_RULES, type EscalatedSuggestionDto } from '@app/shared/disputes';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FigureTile } from '../../../components/ui/figure-tile';
import { QueryError, QueryState } from '../../../components/ui/query-state';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAuth } from '../../../app/use-auth';
import { useDisputeHubStats } from '../api/get-dispute-hub-stats';
import { useEscalatedSuggestions } from '../api/list-escalated-suggestions';
import { usd } from '../dispute-format';

/** How many escalated disputes the server lists (ESCALATED_SUGGESTIONS_LIMIT in mediator.service.ts). */
const LIST_LIMIT = 20;
const STEPS = ['open', 'vendor', 'escalate', 'decide'] as const;

const card = 'rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]';

/**
 * The /ai hub's Dispute resolution tab: public counts, how disputes work and the explicit suggestion rules for everyone;
 * for admins, the oldest escalated disputes with their suggested outcome, each opening the admin mediator view.
 */
export function DisputesHubTab() {
  const { t } = useTranslation('disputes');
  return (
    <div className="space-y-6" data-testid="disputes-hub-tab">
      <div>
        <h2 className="text-xl font-bold text-ink-900">{t('hub.title')}</h2>
        <p className="mt-1 max-w-3xl text-ink-600">{t('hub.intro')}</p>
      </div>
      <DisputeTiles />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="disputes-how-title" className={`${card} p-5`}>
          <h3 id="disputes-how-title" className="font-semibold text-ink-900">
            {t('hub.howTitle')}
          </h3>
          <ol className="mt-4 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-start gap-3 text-sm text-ink-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{t(`hub.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="disputes-rules-title" className={`${card} p-5`} data-testid="suggestion-rules">
          <h3 id="disputes-rules-title" className="flex items-center gap-2 font-semibold text-ink-900">
            <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
            {t('hub.rulesTitle')}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{t('hub.rulesIntro')}</p>
          <ol className="mt-4 space-y-3">
            {SUGGESTION_RULES.map((rule, i) => (
              <li key={rule} className="flex items-start gap-3 text-sm text-ink-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-50 text-xs font-bold text-accent-700"
                >
                  {i + 1}
                </span>
                <span className="pt-1">
                  <Badge tone={rule === 'NONE' ? 'neutral' : 'purple'}>{t(`hub.suggests.${rule}`)}</Badge>{' '}
                  {t(`hub.rules.${rule}`)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="disputes-escalated-title" className={card}>
        <h3 id="disputes-escalated-title" className="border-b border-ink-100 px-5 py-4 font-semibold text-ink-900">
          {t('hub.listTitle')}
        </h3>
        <EscalatedList />
      </section>
    </div>
  );
}

function DisputeTiles() {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const stats = useDisputeHubStats();
  const s = stats.data;
  const value = (n: number | undefined) => (n === undefined ? null : formatNumber(n, lang));
  const empty = t('reliability:noData');
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureTile
          testId="tile-disputes-open"
          label={t('hub.tiles.open')}
          icon={<FolderOpen className="size-5" />}
          loading={stats.isPending}
          emptyLabel={empty}
          value={value(s?.open)}
          hint={t('hub.tiles.openHint')}
        />
        <FigureTile
          testId="tile-disputes-awaiting"
          label={t('hub.tiles.awaitingVendor')}
          icon={<Clock className="size-5" />}
          loading={stats.isPending}
          emptyLabel={empty}
          value={value(s?.awaitingVendor)}
          hint={t('hub.tiles.awaitingVendorHint')}
        />
        <FigureTile
          testId="tile-disputes-escalated"
          label={t('hub.tiles.escalated')}
          icon={<Gavel className="size-5" />}
          loading={stats.isPending}
          emptyLabel={empty}
          value={value(s?.escalated)}
          hint={t('hub.tiles.escalatedHint')}
        />
        <FigureTile
          testId="tile-disputes-resolved"
          label={t('hub.tiles.resolved')}
          icon={<CheckCircle2 className="size-5" />}
          loading={stats.isPending}
          emptyLabel={empty}
          value={value(s?.resolvedLast30Days)}
          hint={t('hub.tiles.resolvedHint')}
        />
      </div>
      <QueryError query={stats} ns="disputes" fallback="hub.loadFailed" />
    </div>
  );
}

function EscalatedList() {
  const { t, i18n } = useTranslation('disputes');
  const { user } = useAuth();
  const isAdmin = user?.activeRole === 'admin';
  const list = useEscalatedSuggestions(isAdmin);
  if (!isAdmin) {
    return (
      <EmptyState
        icon={<Lock className="size-7" />}
        title={t('hub.adminsOnlyTitle')}
        description={t('hub.adminsOnlyText')}
      />
    );
  }
  return (
    <QueryState
      query={list}
      loading={{ className: 'p-5' }}
      error={{ ns: 'disputes', fallback: 'hub.listFailed', className: 'p-5' }}
      empty={
        <EmptyState icon={<Inbox className="size-7" />} title={t('hub.emptyTitle')} description={t('hub.emptyText')} />
      }
    >
      {({ items }) => (
        <div>
          <p className="px-5 py-3 text-xs text-ink-500">
            {t('hub.listNote', { n: formatNumber(LIST_LIMIT, i18n.language) })}
          </p>
          <ul className="divide-y divide-ink-100 border-t border-ink-100" data-testid="escalated-suggestions">
            {items.map((d) => (
              <EscalatedRow key={d.id} d={d} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

function EscalatedRow({ d }: { d: EscalatedSuggestionDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const s = d.suggestion;
  const requested =
    d.requestedOutcome === 'PARTIAL_REFUND' && d.requestedRefundCents !== null
      ? `${t(`outcomes.${d.requestedOutcome}`)} · ${usd(d.requestedRefundCents, lang)}`
      : t(`outcomes.${d.requestedOutcome}`);
  return (
    <li className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_1fr_auto] md:items-center" data-testid="escalated-row">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          #{d.orderRef} · {t(`reasons.${d.reason}`)}
        </p>
        <p className="truncate text-sm text-ink-700">
          <bdi>{t('hub.parties', { buyer: d.buyerName, vendor: d.vendorName })}</bdi>
        </p>
        <p className="text-xs text-ink-500">
          {d.escalatedAt ? t('hub.escalatedOn', { date: formatDate(d.escalatedAt, lang) }) : null}
          {d.escalatedAt ? ' · ' : null}
          {t('hub.requested', { outcome: requested })}
        </p>
      </div>
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-1.5 font-semibold text-ink-900">
          <Scale aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
          {s.outcome ? t(`outcomes.${s.outcome}`) : t('admin.noSuggestion')}
          {s.refundCents !== null ? ` · ${usd(s.refundCents, lang)}` : ''}
        </p>
        <Badge tone={s.rule === 'NONE' ? 'neutral' : 'purple'}>
          {t('admin.rule', { rule: t(`admin.rules.${s.rule}`) })}
        </Badge>
      </div>
      <LinkButton
        to={`/admin/dashboard?tab=disputes&dispute=${encodeURIComponent(d.id)}`}
        variant="outline"
        size="sm"
        aria-label={t('hub.openMediatorNamed', { ref: d.orderRef })}
      >
        {t('hub.openMediator')}
      </LinkButton>
    </li>
  );
}
