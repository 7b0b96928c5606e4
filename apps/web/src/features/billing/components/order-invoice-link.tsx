import { useTranslation } from '../../../i18n/use-translation';
import { FileText } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { invoiceUrl } from '../api/list-invoices';

/** "Invoice (PDF)": the buyer's invoice and receipt of an order, in the page language. */
export function OrderInvoiceLink({ orderId, className }: { orderId: string; className?: string }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <a href={invoiceUrl(orderId, i18n.language)} download className={buttonClasses('outline', 'sm', className)}>
      <FileText aria-hidden="true" className="size-4" />
      {t('invoices.download')}
    </a>
  );
}
