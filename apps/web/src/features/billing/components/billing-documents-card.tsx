import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { InvoicesList } from './invoices-list';
import { StatementPanel } from './statement-panel';

/** Settings > Billing: the signed-in user's invoices (buyers) and monthly statements (vendors). */
export function BillingDocumentsCard({ role }: { role: 'buyer' | 'vendor' | 'admin' }) {
  const { t } = useTranslation('billing');
  if (role === 'admin') return null;
  const vendor = role === 'vendor';
  return (
    <Card>
      <CardHeader
        title={vendor ? t('statement.title') : t('invoices.title')}
        description={vendor ? t('statement.description') : t('invoices.description')}
      />
      <CardBody>{vendor ? <StatementPanel /> : <InvoicesList />}</CardBody>
    </Card>
  );
}
