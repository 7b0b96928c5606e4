import { useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../../app/use-auth';
import { useCart } from '../../cart/public';
import { initialDetails, readDraft, type CheckoutDetails } from '../checkout-details';
import { checkoutFormSchema } from '../checkout-form-schema';
import { CheckoutSummary } from '../components/checkout-summary';
import { CheckoutPaymentCard } from '../components/checkout-payment-card';
import { CheckoutContactCard, CheckoutShippingCard } from '../components/checkout-sections';
import { QuoteRequestedPanel } from '../components/quote-requested-panel';
import { isLocalRailMethod } from '../payment-methods';
import { summarySplit } from '../payment-plan';
import { useCheckoutPayment } from '../use-checkout-payment';
import { useCheckoutShipping } from '../use-checkout-shipping';

/** /checkout (spec 2.6): contact and shipping details, the payment button, the order summary. Signed in only. */
export function CheckoutPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('checkout.title'));
  const cart = useCart();

  if (cart.status === 'empty') return <Navigate to="/cart" replace />;
  if (cart.status === 'loading') return <PageSpinner />;
  if (cart.status === 'error' || !cart.cart) {
    return (
      <Page>
        <FormAlert
          title={t('checkout.loadFailedTitle')}
          action={
            <Button variant="outline" size="sm" onClick={cart.refetch}>
              {t('common:ui.retry')}
            </Button>
          }
        >
          {errorMessage(t, cart.error, 'cart:errors.loadFailed')}
        </FormAlert>
      </Page>
    );
  }
  return <CheckoutForm cart={cart.cart} />;
}

function CheckoutForm({ cart }: { cart: CartDto }) {
  const { t, i18n } = useTranslation('orders');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  const schema = useMemo(() => checkoutFormSchema(t, i18n.language), [t, i18n.language]);
  const defaults = useMemo(
    () =>
      initialDetails(
        user ?? { name: '', email: '', phone: null, company: null, country: null },
        user ? readDraft(user.id) : null,
      ),
    [user],
  );
  const form = useForm<CheckoutDetails>({ resolver: zodResolver(schema), defaultValues: defaults });
  const shipping = useCheckoutShipping(cart, form);
  const payment = useCheckoutPayment({ cart, form, shipping });
  const { busy } = payment;

  if (payment.quote) {
    return (
      <Page>
        <div className="pb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('quote.pageTitle')}</h1>
        </div>
        <QuoteRequestedPanel quote={payment.quote} />
      </Page>
    );
  }

  return (
    <Page>
      <Link
        to="/cart"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('checkout.backToCart')}
      </Link>
      <div className="pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('checkout.title')}</h1>
        <p className="mt-2 text-ink-600">{t('checkout.subtitle')}</p>
      </div>

      {busy ? (
        <div
          role="status"
          className="mb-6 flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
        >
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          />
          {t('checkout.processing')}
        </div>
      ) : null}
      {cancelled && !busy ? (
        <div className="mb-6">
          <FormAlert tone="info" title={t('checkout.cancelledTitle')}>
            {t('checkout.cancelledText')}
          </FormAlert>
        </div>
      ) : null}

      <form onSubmit={(e) => void payment.submit(e)} noValidate className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CheckoutContactCard form={form} />
          <CheckoutShippingCard form={form} />
          <CheckoutPaymentCard cart={cart} payment={payment} />
        </div>

        <div className="lg:sticky lg:top-24">
          <CheckoutSummary
            cart={cart}
            shipping={shipping}
            split={summarySplit(payment.split, payment.started, payment.chosen)}
            chargeCurrency={isLocalRailMethod(payment.chosen) ? payment.railQuote.currency || undefined : undefined}
          />
        </div>
      </form>
    </Page>
  );
}
