import { useTranslation } from '../../../i18n/use-translation';
import { Receipt } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
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
      <QueryState
        query={orders}
        loading={{ count: 3, className: 'p-5' }}
        error={{ ns: 'orders', fallback: 'orders.loadFailed', className: 'p-5' }}
        empty={
          <EmptyState
            icon={<Receipt className="size-7" />}
            title={t('orders.emptyTitle')}
            description={t('orders.emptyText')}
            action={<LinkButton to="/products">{t('orders.startShopping')}</LinkButton>}
          />
        }
      >
        {() => (
          <ul className="divide-y divide-ink-100" aria-label={t('recent.title')}>
            {items.slice(0, 5).map((order) => (
              <RecentOrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
