import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Lock } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Container, Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVendorProduct } from '../api/get-vendor-product';
import { ProductProblem } from '../components/product-problem';
import { ProductWizard } from '../components/product-wizard';
import { BackToProducts } from './add-product-page';

/**
 * /vendor/edit-product/:productId, prefilled from GET /api/vendor/products/:id. No id: back to the dashboard;
 * 404 "Product not found"; 403 "You can only edit your own products" (spec 5, 8).
 */
export function EditProductPage() {
  const { productId } = useParams();
  if (!productId) return <Navigate to="/vendor/dashboard?tab=products" replace />;
  return <EditProduct key={productId} productId={productId} />;
}

function EditProduct({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const query = useVendorProduct(productId);
  useDocumentTitle(t('form.editTitle'));

  const err = query.error;
  const back = <LinkButton to="/vendor/dashboard?tab=products">{t('form.backToProducts')}</LinkButton>;
  if (err instanceof ApiError && (err.code === 'NOT_FOUND' || err.code === 'VALIDATION_ERROR')) {
    return <ProductProblem title={t('detail.notFoundTitle')} text={t('form.notFoundText')} actions={back} />;
  }
  if (err instanceof ApiError && err.code === 'FORBIDDEN') {
    return (
      <ProductProblem
        icon={<Lock className="size-8" />}
        title={t('form.notYours')}
        text={t('form.notYoursText')}
        actions={back}
      />
    );
  }

  return (
    <QueryState
      query={query}
      loading={{ look: 'spinner', label: t('form.loadingProduct') }}
      error={{ look: 'panel', heading: 'h1', title: t('form.loadFailedTitle'), actions: back }}
      frame={(state) => <Container>{state}</Container>}
    >
      {(product) => (
        <Page>
          <BackToProducts />
          <PageHeader
            title={t('form.editTitle')}
            description={t('form.editSubtitle', { name: product.name })}
            className="mx-auto max-w-4xl"
          />
          <ProductWizard product={product} />
        </Page>
      )}
    </QueryState>
  );
}
