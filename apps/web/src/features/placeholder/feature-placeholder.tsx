import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  Boxes,
  ClipboardList,
  CreditCard,
  FilePen,
  MapPinned,
  PackagePlus,
  ShoppingCart,
  Store,
  Truck,
  Warehouse,
} from 'lucide-react';
import { LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PlaceholderFeature =
  | 'products'
  | 'cart'
  | 'checkout'
  | 'orderConfirmation'
  | 'tracking'
  | 'vendorOnboarding'
  | 'addProduct'
  | 'editProduct'
  | 'shipping'
  | 'adminShipping';

const ICONS: Record<PlaceholderFeature, ComponentType<{ className?: string }>> = {
  products: Boxes,
  cart: ShoppingCart,
  checkout: CreditCard,
  orderConfirmation: ClipboardList,
  tracking: MapPinned,
  vendorOnboarding: Store,
  addProduct: PackagePlus,
  editProduct: FilePen,
  shipping: Truck,
  adminShipping: Warehouse,
};

/** An honest page for a part of the marketplace that is not built yet. */
export function FeaturePlaceholder({ feature }: { feature: PlaceholderFeature }) {
  const { t } = useTranslation('common');
  const Icon = ICONS[feature];
  const title = t(`placeholder.features.${feature}.title`);
  useDocumentTitle(title);
  return (
    <Container className="py-12 sm:py-16">
      <Card className="mx-auto max-w-2xl overflow-hidden">
        <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-8 py-10 text-center text-white">
          <div
            aria-hidden="true"
            className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20"
          >
            <Icon className="size-8 text-accent-300" />
          </div>
          <h1 className="mt-5 text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mx-auto mt-2 max-w-md text-brand-100">{t(`placeholder.features.${feature}.text`)}</p>
        </div>
        <div className="px-8 py-8 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            {t('placeholder.badge')}
          </p>
          <p className="mx-auto mt-4 max-w-md text-ink-700">{t('placeholder.building')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <LinkButton to="/">{t('nav.backHome')}</LinkButton>
            <LinkButton to="/contact" variant="outline">
              {t('placeholder.contact')}
            </LinkButton>
          </div>
        </div>
      </Card>
    </Container>
  );
}
