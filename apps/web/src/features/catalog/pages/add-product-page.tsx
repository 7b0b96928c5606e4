import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductWizard } from '../components/product-wizard';

/** /vendor/add-product (vendor only, guarded by the router). */
export function AddProductPage() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('form.addTitle'));
  return (
    <Page>
      <BackToProducts />
      <PageHeader title={t('form.addTitle')} description={t('form.addSubtitle')} className="mx-auto max-w-4xl" />
      <ProductWizard />
    </Page>
  );
}

export function BackToProducts() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto mb-4 max-w-4xl">
      <Link
        to="/vendor/dashboard?tab=products"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('form.backToProducts')}
      </Link>
    </div>
  );
}
