import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, ArrowLeft, Info, Landmark, Lock, ShoppingCart } from 'lucide-react';
import { LinkButton, Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CartLineItem } from '../components/cart-line-item';
import { CartTotals, ExchangeRatesNote } from '../components/cart-totals';
import { PayNowLater } from '../components/pay-now-later';
import { splitOfCart } from '../payment-split';
import { formatUsd } from '../../../lib/money-display';
import { useCart } from '../use-cart';

/** /cart (spec 2.5): lines priced by the server, quantities, the buyer fee, links to browse and to checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation('cart');
  useDocumentTitle(t('page.title'));
  const cart = useCart();
  const back = (
    <LinkButton
      to="/products"
      variant="outline"
      icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
    >
      {t('page.continueShopping')}
    </LinkButton>
  );

  if (cart.status === 'empty') {
    return (
      <Page>
        <PageHeader title={t('page.title')} />
        <Card>
          <EmptyState
            headingLevel="h2"
            icon={<ShoppingCart className="size-7" />}
            title={t('empty.title')}
            description={t('empty.text')}
            action={<LinkButton to="/products">{t('empty.browse')}</LinkButton>}
          />
        </Card>
      </Page>
    );
  }

  if (cart.status === 'error') {
    return (
      <Page>
        <PageHeader title={t('page.title')} />
        <ErrorState
          error={cart.error}
          onRetry={cart.refetch}
          title={t('errors.loadTitle')}
          ns="cart"
          fallback="errors.loadFailed"
        />
      </Page>
    );
  }

  const data = cart.cart;
  const lines = data?.lines ?? [];
  const vendors = new Set(lines.map((l) => l.vendorId)).size;

  return (
    <Page>
      <PageHeader
        title={t('page.title')}
        description={
          data
            ? t('page.summary', {
                products: t('page.productCount', { count: lines.length }),
                vendors: t('page.vendorCount', { count: vendors }),
              })
            : t('page.loading')
        }
        actions={back}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title={t('page.itemsHeading')} />
          {data ? (
            <ul className="divide-y divide-ink-100" aria-label={t('page.itemsHeading')}>
              {lines.map((line) => (
                <CartLineItem key={line.productId} line={line} onQuantity={cart.setQuantity} onRemove={cart.remove} />
              ))}
            </ul>
          ) : (
            <LoadingState
              skeleton={
                <div className="divide-y divide-ink-100">
                  {[0, 1].map((i) => (
                    <div key={i} className="flex gap-4 p-5">
                      <Skeleton className="size-24" />
                      <div className="flex-1 space-y-3">
                        <Skeleton className="h-4 w-1/2" />
                        <Skeleton className="h-3 w-1/3" />
                        <Skeleton className="h-9 w-40" />
                      </div>
                    </div>
                  ))}
                </div>
              }
            />
          )}
        </Card>

        <Card className="lg:sticky lg:top-24">
          <CardHeader title={t('summary.title')} />
          <CardBody className="space-y-4">
            {data ? (
              <>
                <div
                  className={cart.refreshing ? 'opacity-60 transition-opacity' : 'transition-opacity'}
                  aria-busy={cart.refreshing || undefined}
                >
                  <CartTotals cart={data} shipping={{ state: 'atCheckout' }} />
                </div>
                {/* deposit plans apply to card and wallet payments; a bank transfer pays everything at once */}
                {data.cardPaymentAllowed ? <PayNowLater split={splitOfCart(data)} shippingKnown={false} /> : null}
                {data.hasProblems ? (
                  <FormAlert tone="warning">
                    <span className="flex items-start gap-2">
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {t('summary.fixProblems')}
                    </span>
                  </FormAlert>
                ) : null}
                {!data.hasProblems && data.bankTransferAllowed && !data.cardPaymentAllowed ? (
                  <FormAlert tone="info">
                    <span className="flex items-start gap-2">
                      <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {t('summary.bankTransferText', { limit: formatUsd(data.cardPaymentMaxCents, i18n.language) })}
                    </span>
                  </FormAlert>
                ) : null}
                {data.hasProblems ? (
                  <Button className="w-full" size="lg" disabled>
                    {t('summary.checkout')}
                  </Button>
                ) : (
                  <LinkButton
                    to="/checkout"
                    size="lg"
                    className="w-full"
                    icon={<Lock aria-hidden="true" className="size-4" />}
                  >
                    {t('summary.checkout')}
                  </LinkButton>
                )}
                {cart.mode === 'guest' ? (
                  <p className="flex items-start gap-2 text-xs text-ink-600">
                    <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    {t('summary.guestNote')}
                  </p>
                ) : null}
                <ExchangeRatesNote cart={data} />
              </>
            ) : (
              <div className="space-y-3" aria-hidden="true">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-12 w-full" />
              </div>
            )}
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}
