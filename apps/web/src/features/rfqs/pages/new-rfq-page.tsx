import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft } from 'lucide-react';
import { findCountry } from '@app/shared/countries';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../../app/use-auth';
import { RfqForm } from '../components/rfq-form';

/** /rfqs/new: the buyer posts a buying request. */
export function NewRfqPage() {
  const { t } = useTranslation('rfqs');
  useDocumentTitle(t('form.title'));
  const { user } = useAuth();
  const country = findCountry(user?.country)?.name ?? '';
  return (
    <Page>
      <div className="mx-auto max-w-3xl">
        <Link to="/rfqs" className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('detail.back')}
        </Link>
        <PageHeader title={t('form.title')} description={t('form.subtitle')} />
        <RfqForm initial={{ destinationCountry: country }} />
      </div>
    </Page>
  );
}
