import { useTranslation } from '../../../i18n/use-translation';
import { Plus } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyRfqsList } from '../components/my-rfqs-list';

/** /rfqs: the buyer's buying requests. */
export function RfqsPage() {
  const { t } = useTranslation('rfqs');
  useDocumentTitle(t('list.title'));
  return (
    <Page>
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        actions={
          <LinkButton to="/rfqs/new" icon={<Plus aria-hidden="true" className="size-4" />}>
            {t('list.post')}
          </LinkButton>
        }
      />
      <MyRfqsList />
    </Page>
  );
}
