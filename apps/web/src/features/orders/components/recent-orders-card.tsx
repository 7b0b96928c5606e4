import { useTranslation } from 'react-i18next';
import { Receipt } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrders } from '../api/list-orders';
import { RecentOrderRow } from './order-list-item';

/** The buyer dashboard's last five orders, with a link to the full list. */
export function RecentOrdersCard({ onShowAll }: { onShowAll?: () => void }) {
  const { t } = useTranslation('orders');
  const orders = useOrders();
  const items = orders.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title={t('recent.title')}
        action={
          items.length > 0 && onShowAll ? (
            <Button variant="ghost" size="sm" onClick={onShowAll}>
              {t('recent.viewAll')}
            </Button>
          ) : undefined
        }
      />
      {orders.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : orders.isError ? (
        <div className="p-5 text-sm text-red-700">
          {t('orders.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void orders.refetch()}>
            {t('common:ui.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="size-7" />}
          title={t('orders.emptyTitle')}
          description={t('orders.emptyText')}
          action={<LinkButton to="/products">{t('orders.startShopping')}</LinkButton>}
        />
      ) : (
        <ul className="divide-y divide-ink-100" aria-label={t('recent.title')}>
          {items.slice(0, 5).map((order) => (
            <RecentOrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Card>
  );
}
