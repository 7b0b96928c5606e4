import { useTranslation } from '../../../i18n/use-translation';
import { Receipt } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrders } from '../api/list-orders';
import { OrderListItem } from './order-list-item';
import { QuotesSection } from './quotes-section';

/** Buyer dashboard, My Orders tab: every order with its vendors' escrow, newest first. */
export function MyOrdersTab() {
  const { t } = useTranslation('orders');
  const orders = useOrders();

  const skeleton = (
    <div className="space-y-4">
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
  return (
    <QueryState
      query={orders}
      loading={{ skeleton }}
      error={{ title: t('orders.loadFailed') }}
      empty={
        <div className="space-y-8">
          <QuotesSection />
          <Card>
            <EmptyState
              headingLevel="h2"
              icon={<Receipt className="size-7" />}
              title={t('orders.emptyTitle')}
              description={t('orders.emptyText')}
              action={<LinkButton to="/products">{t('orders.startShopping')}</LinkButton>}
            />
          </Card>
        </div>
      }
    >
      {({ items }) => (
        <div className="space-y-8">
          <QuotesSection />
          <section aria-labelledby="my-orders-heading">
            <h2 id="my-orders-heading" className="sr-only">
              {t('orders.title')}
            </h2>
            <ul className="space-y-4">
              {items.map((order) => (
                <OrderListItem key={order.id} order={order} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </QueryState>
  );
}
