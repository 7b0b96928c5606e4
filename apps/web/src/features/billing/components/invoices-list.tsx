import { useTranslation } from '../../../i18n/use-translation';
import { FileText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/dates';
import { formatMinorMoney } from '../../fx/public';
import { useInvoices } from '../api/list-invoices';
import { OrderInvoiceLink } from './order-invoice-link';

/** The buyer's orders, each with its invoice (numbered the first time it is downloaded). */
export function InvoicesList() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  const query = useInvoices();
  return (
    <QueryState
      query={query}
      loading={{ look: 'lines', count: 4, label: t('invoices.loading') }}
      error={{ fallback: 'billing:invoices.loadFailed' }}
      empty={
        <EmptyState
          icon={<FileText className="size-7" />}
          title={t('invoices.emptyTitle')}
          description={t('invoices.emptyText')}
        />
      }
    >
      {(data) => (
        <ul className="divide-y divide-ink-100">
          {data.items.map((inv) => (
            <li key={inv.orderId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  {t('invoices.order', { ref: inv.orderRef })}
                  <span className="ms-2 text-sm font-normal text-ink-600">{inv.number ?? t('invoices.notIssued')}</span>
                </p>
                <p className="text-sm text-ink-600">
                  {formatDate(inv.createdAt, lang)} · {formatMinorMoney(inv.totalCents, inv.currency, lang)}
                  {inv.charged.currency !== inv.currency
                    ? ` · ${t('invoices.charged', { amount: formatMinorMoney(inv.charged.amountMinor, inv.charged.currency, lang) })}`
                    : null}
                </p>
              </div>
              <OrderInvoiceLink orderId={inv.orderId} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
