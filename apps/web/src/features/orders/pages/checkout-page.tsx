import { useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, Lock, MapPin, ShieldCheck, UserRound } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import { findCountry } from '@app/shared/countries';
import type { CheckoutResponse, QuoteDto } from '@app/shared/orders';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { isolateLtr } from '../../../lib/bidi';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/use-auth';
import { cartQueryRoot } from '../../cart/api/get-cart';
import { useCart } from '../../cart/use-cart';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useRequestQuote } from '../api/request-quote';
import { useStartCheckout } from '../api/start-checkout';
import {
  initialDetails,
  CHECKOUT_FIELD_PATHS,
  isCheckoutFieldPath,
  newIdempotencyKey,
  readDraft,
  saveDraft,
  type CheckoutDetails,
} from '../checkout-details';
import { shippingAddressFormSchema } from '../address-form';
import { AddressFields } from '../components/address-fields';
import { CheckoutSummary } from '../components/checkout-summary';
import { CardPaymentPanel } from '../components/card-payment-panel';
import { BankTransferPanel } from '../components/bank-transfer-panel';
import {
  PaymentMethodChooser,
  defaultPaymentMethod,
  paymentMethodsOf,
  type PaymentMethod,
} from '../components/payment-method-chooser';
import { QuoteRequestPanel } from '../components/quote-request-panel';
import { useBankTransferCheckout } from '../use-bank-transfer-checkout';
import { QuoteRequestedPanel } from '../components/quote-requested-panel';
import { HandledCheckoutError } from '../paypal-errors';

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

/** What the last payment attempt learned about the cart; it applies until the cart is read again. */
type PayBlock = { kind: 'problems'; cart: CartDto };

function CheckoutForm({ cart }: { cart: CartDto }) {
  const { t, i18n } = useTranslation('orders');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';
  const start = useStartCheckout();
  const paymentsConfig = usePaymentsConfig();
  const paypalClientId =
    paymentsConfig.data?.provider === 'paypal' && paymentsConfig.data.paypalClientId
      ? paymentsConfig.data.paypalClientId
      : null;
  const requestQuote = useRequestQuote();
  // Card/PayPal up to the rail maximum, bank transfer with a pro-forma invoice, or a quote (issue 25).
  const [method, setMethod] = useState<PaymentMethod>(() => defaultPaymentMethod(cart));
  const chosen = paymentMethodsOf(cart).includes(method) ? method : defaultPaymentMethod(cart);
  const [note, setNote] = useState('');
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteDto | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [block, setBlock] = useState<PayBlock | null>(null);
  const blocked = block?.cart === cart ? block.kind : null;
  const [leaving, setLeaving] = useState(false);
  // One idempotency key per attempt, kept while the attempt runs so a double click starts the same payment.
  const attempt = useRef<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        contact: z.object({
          name: z.string().trim().min(1, t('validation.nameRequired')).max(120, t('validation.tooLong')),
          email: z
            .string()
            .trim()
            .min(1, t('validation.emailRequired'))
            .pipe(z.email(t('validation.emailInvalid')).max(254, t('validation.tooLong'))),
          phone: z
            .string()
            .trim()
            .min(1, t('validation.phoneRequired'))
            .regex(/^\+?[0-9 ()-]{6,32}$/, t('validation.phoneInvalid')),
          company: z.string().trim().max(160, t('validation.tooLong')),
        }),
        shipping: shippingAddressFormSchema(t, i18n.language),
      }),
    [t, i18n.language],
  );

  const defaults = useMemo(
    () =>
      initialDetails(
        user ?? { name: '', email: '', phone: null, company: null, country: null },
        user ? readDraft(user.id) : null,
      ),
    [user],
  );
  const form = useForm<CheckoutDetails>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;

  const fee = cart.fee;
  const invalidAmount = fee.totalCents <= 0;
  const problems = cart.hasProblems || blocked === 'problems';
  const busy = start.isPending || leaving;

  /** The server found the cart changed (a line can no longer be bought, or it is empty): say so and read it again. */
  const cartChanged = () => {
    setBlock({ kind: 'problems', cart });
    void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
  };

  /** Field errors the server found in the details: shown under the fields; true when there were some. */
  const applyFieldErrors = (err: ApiError): boolean => {
    const fieldEntries = Object.entries(err.fields).filter(([k]) => isCheckoutFieldPath(k));
    if (err.code !== 'VALIDATION_ERROR' || fieldEntries.length === 0) return false;
    for (const [key, message] of fieldEntries) {
      if (isCheckoutFieldPath(key)) form.setError(key, { message });
    }
    form.setFocus(fieldEntries[0]![0] as keyof CheckoutDetails);
    return true;
  };

  /**
   * POST /api/checkout with the validated details. Returns the payment to approve, or null when the reason it
   * could not start is already on the page (cart above $1,000 or changed, field errors, the payment error box).
   */
  const beginCheckout = async (values: CheckoutDetails): Promise<CheckoutResponse | null> => {
    setPayError(null);
    if (user) saveDraft(user.id, values);
    attempt.current ??= newIdempotencyKey();
    try {
      return await start.mutateAsync({
        contact: values.contact,
        shipping: values.shipping,
        idempotencyKey: attempt.current,
      });
    } catch (err) {
      attempt.current = null;
      if (!(err instanceof ApiError)) {
        setPayError(t('payment.genericError', { message: t('common:errors.generic') }));
        return null;
      }
      if (err.code === 'PAYMENT_METHOD_UNAVAILABLE') {
        // the cart grew past the card maximum: bank transfer it is
        setMethod('bank');
        void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
        return null;
      }
      if (err.code === 'CART_HAS_PROBLEMS' || err.code === 'CART_EMPTY') {
        cartChanged();
        return null;
      }
      if (applyFieldErrors(err)) return null;
      if (err.code === 'NETWORK' || err.code === 'RATE_LIMITED' || err.code === 'UNAUTHENTICATED') {
        setPayError(errorMessage(t, err, 'common:errors.generic'));
        return null;
      }
      setPayError(
        err.key === 'orders.invalidAmount'
          ? t('payment.invalidAmount')
          : t('payment.genericError', { message: err.message }),
      );
      return null;
    }
  };

  // Sandbox provider: the button submits the form, then the test-mode approval page opens.
  const onSubmit = form.handleSubmit(async (values) => {
    if (busy) return;
    const answer = await beginCheckout(values);
    if (!answer) return;
    setLeaving(true);
    if (answer.approveUrl.startsWith('/')) void navigate(answer.approveUrl);
    else window.location.assign(answer.approveUrl);
  });

  // PayPal: the SDK's button validates the form on click, then asks for the PayPal order id.
  const validateForPayPal = async (): Promise<boolean> => {
    setPayError(null);
    const ok = await form.trigger();
    if (!ok) {
      const first = CHECKOUT_FIELD_PATHS.find((k) => form.getFieldState(k).invalid);
      if (first) form.setFocus(first);
    }
    return ok;
  };
  const createPayPalOrder = async (): Promise<{ checkoutId: string; providerOrderId: string }> => {
    const answer = await beginCheckout(form.getValues());
    if (!answer) throw new HandledCheckoutError();
    return { checkoutId: answer.checkoutId, providerOrderId: answer.providerOrderId };
  };

  const bank = useBankTransferCheckout({ onCartProblems: cartChanged, applyFieldErrors });
  const onBank = form.handleSubmit(async (values) => {
    if (user) saveDraft(user.id, values);
    await bank.submit(values);
  });

  // Above $1,000, on request: the same details plus a note become a quote request.
  const onQuote = form.handleSubmit(async (values) => {
    if (requestQuote.isPending) return;
    setQuoteError(null);
    if (user) saveDraft(user.id, values);
    try {
      const answer = await requestQuote.mutateAsync({
        contact: values.contact,
        shipping: values.shipping,
        note: note.trim(),
      });
      setQuote(answer);
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof ApiError) {
        if (applyFieldErrors(err)) return;
        if (err.code === 'CART_HAS_PROBLEMS' || err.code === 'CART_EMPTY') {
          cartChanged();
          return;
        }
        if (err.code === 'CONFLICT') {
          // the cart dropped below the limit: it can be paid here now
          setBlock(null);
          void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
          setQuoteError(err.message);
          return;
        }
      }
      setQuoteError(errorMessage(t, err, 'quote.failed'));
    }
  });

  const icon = 'size-5 text-brand-700';
  const deliveryCountry = findCountry(form.watch('shipping.country'));
  const phoneHint = deliveryCountry?.phoneExample
    ? t('address:hints.phoneExample', {
        country: countryName(deliveryCountry.code, i18n.language),
        example: isolateLtr(deliveryCountry.phoneExample),
      })
    : undefined;

  if (quote) {
    return (
      <Page>
        <div className="pb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('quote.pageTitle')}</h1>
        </div>
        <QuoteRequestedPanel quote={quote} />
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

      <form
        onSubmit={(e) => void (chosen === 'quote' ? onQuote(e) : chosen === 'bank' ? onBank(e) : onSubmit(e))}
        noValidate
        className="grid items-start gap-6 lg:grid-cols-3"
      >
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader
              title={
                <span className="inline-flex items-center gap-2">
                  <UserRound aria-hidden="true" className={icon} />
                  {t('checkout.contactTitle')}
                </span>
              }
            />
            <CardBody className="grid gap-5 sm:grid-cols-2">
              <Field label={t('fields.name')} error={errors.contact?.name?.message} required>
                <Input autoComplete="name" {...form.register('contact.name')} />
              </Field>
              <Field label={t('fields.email')} error={errors.contact?.email?.message} required>
                <Input
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  className="text-start"
                  {...form.register('contact.email')}
                />
              </Field>
              <Field label={t('fields.phone')} error={errors.contact?.phone?.message} required hint={phoneHint}>
                <Input
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  className="text-start"
                  {...form.register('contact.phone')}
                />
              </Field>
              <Field label={t('fields.company')} error={errors.contact?.company?.message} optional>
                <Input autoComplete="organization" {...form.register('contact.company')} />
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title={
                <span className="inline-flex items-center gap-2">
                  <MapPin aria-hidden="true" className={icon} />
                  {t('checkout.shippingTitle')}
                </span>
              }
            />
            <CardBody className="grid gap-5 sm:grid-cols-2">
              <AddressFields form={form} />
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title={
                <span className="inline-flex items-center gap-2">
                  <Lock aria-hidden="true" className={icon} />
                  {t('checkout.paymentTitle')}
                </span>
              }
            />
            <CardBody className="space-y-5">
              <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <div>
                  <p className="font-semibold">{t('checkout.escrowTitle')}</p>
                  <p className="mt-1">{t('checkout.escrowText')}</p>
                </div>
              </div>

              {problems ? (
                <FormAlert
                  tone="warning"
                  title={t('checkout.problemsTitle')}
                  action={
                    <LinkButton to="/cart" variant="outline" size="sm">
                      {t('checkout.reviewCart')}
                    </LinkButton>
                  }
                >
                  <span className="flex items-start gap-2">
                    <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {t('checkout.problemsText')}
                  </span>
                </FormAlert>
              ) : invalidAmount ? (
                <FormAlert>{t('payment.invalidAmount')}</FormAlert>
              ) : (
                <>
                  <PaymentMethodChooser cart={cart} value={chosen} onChange={setMethod} />
                  {chosen === 'quote' ? (
                    <QuoteRequestPanel
                      note={note}
                      onNoteChange={setNote}
                      pending={requestQuote.isPending}
                      error={quoteError}
                    />
                  ) : chosen === 'bank' ? (
                    <BankTransferPanel cart={cart} pending={bank.pending} error={bank.error} />
                  ) : (
                    <CardPaymentPanel
                      totalCents={fee.totalCents}
                      error={payError}
                      configPending={paymentsConfig.isPending}
                      paypalClientId={paypalClientId}
                      busy={busy}
                      validate={validateForPayPal}
                      createOrder={createPayPalOrder}
                      onError={setPayError}
                    />
                  )}
                </>
              )}
            </CardBody>
          </Card>
        </div>

        <div className="lg:sticky lg:top-24">
          <CheckoutSummary cart={cart} />
        </div>
      </form>
    </Page>
  );
}
