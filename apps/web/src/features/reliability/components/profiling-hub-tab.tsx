import { useTranslation } from '../../../i18n/use-translation';
import { Inbox, Lock, Percent, Star, TrendingUp, Users } from 'lucide-react';
import type { ProfileRowDto } from '@app/shared/reliability';
import { Badge, ROLE_TONES } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { FigureTile } from '../../../components/ui/figure-tile';
import { QueryError, QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { formatNumber } from '../../../lib/format';
import { useAuth } from '../../../app/use-auth';
import { useProfiles } from '../api/get-profiles';
import { useProfilingStats } from '../api/get-profiling-stats';
import { formatRate, rateTone } from '../reliability-format';

/** The /ai Profiling tab's figures: platform tiles for everyone, the per-user list for admins only. */
export function ProfilingTiles() {
  const { t, i18n } = useTranslation('reliability');
  const lang = i18n.language;
  const stats = useProfilingStats();
  const s = stats.data;
  const loading = stats.isPending;
  const empty = t('noData');
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureTile
          testId="tile-profiled"
          label={t('hub.profiledUsers')}
          icon={<Users className="size-5" />}
          loading={loading}
          emptyLabel={empty}
          value={s && s.profiledUsers > 0 ? formatNumber(s.profiledUsers, lang) : null}
        />
        <FigureTile
          testId="tile-rating"
          label={t('hub.averageRating')}
          icon={<Star className="size-5" />}
          loading={loading}
          emptyLabel={empty}
          value={
            s?.averageRating != null
              ? formatNumber(s.averageRating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
              : null
          }
          hint={s && s.ratings > 0 ? t('hub.fromRatings', { n: formatNumber(s.ratings, lang) }) : undefined}
        />
        <FigureTile
          testId="tile-success"
          label={t('hub.successRate')}
          icon={<TrendingUp className="size-5" />}
          loading={loading}
          emptyLabel={empty}
          value={s ? formatRate(s.successRate, lang) : null}
          hint={t('hub.successHint')}
        />
        <FigureTile
          testId="tile-disputes"
          label={t('hub.disputeRate')}
          icon={<Percent className="size-5" />}
          loading={loading}
          emptyLabel={empty}
          value={s ? formatRate(s.disputeRate, lang) : null}
          hint={s && s.vendorOrders > 0 ? t('hub.overOrders', { n: formatNumber(s.vendorOrders, lang) }) : undefined}
        />
      </div>
      <QueryError query={stats} ns="reliability" fallback="loadFailed" />
    </div>
  );
}

/** The profile list: admins see every profiled vendor and buyer; others are told the list is private. */
export function ProfileList() {
  const { t } = useTranslation('reliability');
  const { user } = useAuth();
  const isAdmin = user?.activeRole === 'admin';
  const profiles = useProfiles(isAdmin);
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
      query={profiles}
      loading={{ className: 'p-5', label: t('loading') }}
      error={{ ns: 'reliability', fallback: 'loadFailed', className: 'p-5' }}
      empty={
        <EmptyState icon={<Inbox className="size-7" />} title={t('hub.emptyTitle')} description={t('hub.emptyText')} />
      }
    >
      {({ items }) => (
        <div>
          <p className="px-5 py-3 text-xs text-ink-500">{t('hub.adminNote')}</p>
          <Table caption={t('hub.listTitle')} className="rounded-none border-x-0 border-b-0">
            <THead>
              <TR>
                <TH>{t('hub.user')}</TH>
                <TH>{t('hub.role')}</TH>
                <TH>{t('hub.score')}</TH>
                <TH>{t('hub.figures')}</TH>
              </TR>
            </THead>
            <TBody>
              {items.map((p) => (
                <ProfileRow key={`${p.userId}-${p.role}`} p={p} />
              ))}
            </TBody>
          </Table>
        </div>
      )}
    </QueryState>
  );
}

function ProfileRow({ p }: { p: ProfileRowDto }) {
  const { t, i18n } = useTranslation('reliability');
  const lang = i18n.language;
  const pct = (r: number | null) => formatRate(r, lang) ?? '–';
  const score = p.score === null ? null : p.score / 100;
  return (
    <TR>
      <TD>
        <p className="font-medium text-ink-900">
          <bdi>{p.name}</bdi>
        </p>
        <p className="text-xs text-ink-500">{p.email}</p>
      </TD>
      <TD>
        <Badge tone={ROLE_TONES[p.role]}>{t(`roles.${p.role}`)}</Badge>
      </TD>
      <TD>
        {p.score === null ? (
          <span className="text-ink-500">–</span>
        ) : (
          <Badge tone={rateTone(score)}>{formatNumber(p.score, lang)}</Badge>
        )}
      </TD>
      <TD className="text-xs text-ink-700">
        {p.vendor ? (
          <span>
            {t('hub.vendorFigures', {
              orders: formatNumber(p.vendor.orders, lang),
              onTime: pct(p.vendor.onTimeRate),
              delivered: pct(p.vendor.deliveryRate),
              disputes: pct(p.vendor.disputeRate),
              rating:
                p.vendor.averageRating === null
                  ? '–'
                  : formatNumber(p.vendor.averageRating, lang, { maximumFractionDigits: 1 }),
            })}
          </span>
        ) : p.buyer ? (
          <span>
            {t('hub.buyerFigures', {
              orders: formatNumber(p.buyer.orders, lang),
              payment: pct(p.buyer.paymentRate),
              disputes: pct(p.buyer.disputeRate),
            })}
          </span>
        ) : null}
      </TD>
    </TR>
  );
}
