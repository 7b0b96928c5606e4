import { useTranslation } from '../../../i18n/use-translation';
import { Ban, CircleCheck, ExternalLink, ShieldAlert, Siren } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FigureTile } from '../../../components/ui/figure-tile';
import { QueryError, QueryState } from '../../../components/ui/query-state';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAuth } from '../../../app/use-auth';
import { useFraudStats } from '../api/get-fraud-stats';
import { useRecentFraud } from '../api/get-recent-fraud';
import { STATUS_TONES, scoreTone } from '../fraud-text';

/** The /ai Fraud Detection tiles: counts from the rules engine's alerts (public: no identities). */
export function FraudTiles() {
  const { t, i18n } = useTranslation('fraud');
  const lang = i18n.language;
  const stats = useFraudStats();
  const s = stats.data;
  const n = (v: number | undefined) => (v === undefined ? null : formatNumber(v, lang));
  const common = { loading: stats.isPending, emptyLabel: t('noData') };
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureTile
          testId="tile-alerts-today"
          label={t('hub.alertsToday')}
          icon={<ShieldAlert className="size-5" />}
          value={n(s?.alertsToday)}
          hint={s ? t('hub.openAlerts', { n: n(s.openAlerts) }) : undefined}
          {...common}
        />
        <FigureTile
          testId="tile-high-risk"
          label={t('hub.highRisk')}
          icon={<Siren className="size-5" />}
          value={n(s?.highRisk)}
          hint={t('hub.highRiskHint')}
          {...common}
        />
        <FigureTile
          testId="tile-held"
          label={t('hub.heldOrders')}
          icon={<Ban className="size-5" />}
          value={n(s?.heldOrders)}
          hint={t('hub.heldHint')}
          {...common}
        />
        <FigureTile
          testId="tile-dismissed"
          label={t('hub.dismissed')}
          icon={<CircleCheck className="size-5" />}
          value={n(s?.dismissed)}
          hint={t('hub.dismissedHint')}
          {...common}
        />
      </div>
      <QueryError query={stats} ns="fraud" fallback="loadFailed" />
    </div>
  );
}

/** Recent alerts, anonymous for everyone (score, rules, status); admins get a link to act on them. */
export function FraudRecentAlerts() {
  const { t, i18n } = useTranslation('fraud');
  const lang = i18n.language;
  const { user } = useAuth();
  const recent = useRecentFraud();
  const isAdmin = user?.activeRole === 'admin';
  return (
    <QueryState
      query={recent}
      loading={{ count: 4, label: t('loading'), className: 'p-5' }}
      error={{ ns: 'fraud', fallback: 'loadFailed', className: 'p-5' }}
      empty={
        <EmptyState
          icon={<CircleCheck className="size-7" />}
          title={t('hub.emptyTitle')}
          description={t('hub.emptyText')}
        />
      }
    >
      {({ items }) => (
        <div>
          <ul className="divide-y divide-ink-100" aria-label={t('hub.recentLabel')}>
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm" data-testid="recent-alert">
                <Badge tone={scoreTone(a.score)}>{t('score', { n: formatNumber(a.score, lang) })}</Badge>
                <span className="min-w-0 flex-1 text-ink-800">{a.rules.map((r) => t(`rules.${r}`)).join(' · ')}</span>
                <Badge tone={STATUS_TONES[a.status]}>{t(`statuses.${a.status}`)}</Badge>
                <span className="text-xs text-ink-500">{formatDateTime(a.createdAt, lang)}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 px-5 py-3 text-xs text-ink-600">
            <span>{isAdmin ? t('hub.adminHint') : t('hub.privacyNote')}</span>
            {isAdmin ? (
              <LinkButton
                to="/admin/dashboard?tab=fraud"
                size="sm"
                variant="outline"
                icon={<ExternalLink aria-hidden="true" className="size-4" />}
              >
                {t('hub.openConsole')}
              </LinkButton>
            ) : null}
          </div>
        </div>
      )}
    </QueryState>
  );
}
