import { useTranslation } from '../../../i18n/use-translation';
import { Lock, Package, Receipt, Wallet } from 'lucide-react';
import { StatCard } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-state';
import { formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import { useOrderStats } from '../api/get-order-stats';

/** The buyer dashboard's four figures from GET /api/orders/stats. */
export function BuyerOrderStats() {
  const { t, i18n } = useTranslation('orders');
  const stats = useOrderStats();
  const lang = i18n.language;
  const value = (render: (s: NonNullable<typeof stats.data>) => string) =>
    stats.data ? render(stats.data) : stats.isError ? '—' : '…';
  return (
    <section aria-labelledby="buyer-stats" aria-busy={stats.isPending || undefined}>
      <h2 id="buyer-stats" className="sr-only">
        {t('stats.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('stats.totalOrders')}
          value={value((s) => formatNumber(s.totalOrders, lang))}
          icon={<Receipt className="size-5" />}
          hint={t('stats.totalOrdersHint')}
        />
        <StatCard
          label={t('stats.activeOrders')}
          value={value((s) => formatNumber(s.activeOrders, lang))}
          icon={<Package className="size-5" />}
          hint={t('stats.activeOrdersHint')}
        />
        <StatCard
          label={t('stats.totalSpent')}
          value={value((s) => formatUsd(s.totalSpentCents, lang))}
          icon={<Wallet className="size-5" />}
          hint={t('stats.totalSpentHint')}
        />
        <StatCard
          label={t('stats.inEscrow')}
          value={value((s) => formatUsd(s.inEscrowCents, lang))}
          icon={<Lock className="size-5" />}
          hint={t('stats.inEscrowHint')}
        />
      </div>
      <QueryError query={stats} ns="orders" fallback="stats.loadFailed" className="mt-2" />
    </section>
  );
}
