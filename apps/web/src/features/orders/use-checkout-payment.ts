import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@app/shared/cart';
import type { CheckoutResponse } from '@app/shared/orders';
import type { PaymentRail } from '@app/shared/payments';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useAuth } from '../../app/use-auth';
import { cartQueryRoot } from '../cart/public';
import { usePaymentsConfig } from './api/get-payments-config';
import { useStartCheckout } from './api/start-checkout';
import {
  CHECKOUT_FIELD_PATHS,
  isCheckoutFieldPath,
  newIdempotencyKey,
  saveDraft,
  type CheckoutDetails,
} from './checkout-details';
import {
  cardRailOf,
  defaultPaymentMethod,
  isHostedRailMethod,
  isLocalRailMethod,
  isPhoneRailMethod,
  localRailOf,
  paymentMethodsOf,
  type LocalRailMethod,
  type PaymentMethod,
} from './payment-methods';
import { HandledCheckoutError } from './paypal-errors';
import { checkoutSplit } from './payment-plan';
import { goToPayment } from './payment-redirect';
import { useBankTransferCheckout } from './use-bank-transfer-checkout';
import { useQuoteRequestCheckout } from './use-quote-request-checkout';
import { isPaymentQuote } from './rail-quote';
import { usePayerPhone } from './use-payer-phone';
import { useRailQuote } from './use-rail-quote';
import type { CheckoutShipping } from './use-checkout-shipping';

/** What the last payment attempt learned about the cart; it applies until the cart is read again. */
type PayBlock = { kind: 'problems'; cart: CartDto };

/**
 * The rail a card/wallet payment starts on, the locked quote of one that charges in another currency, and the number
 * M-Pesa or MoMo prompts.
 */
type RailChoice = { method: 'card' | LocalRailMethod; rail?: PaymentRail; quoteId?: string; payerPhone?: string };

/** The words of a payment that could not start, per method: the card's, or the local rail's own. */
const genericError = (method: RailChoice['method']) =>
  method === 'card' ? 'payment.genericError' : `${method}.genericError`;

/**
 * What the checkout form does when it is submitted, for each payment method (issue 25): card/PayPal, Paystack,
 * Flutterwave, M-Pesa or MTN MoMo (in a local currency at a locked rate) up to the rail maximum, bank transfer with a pro-forma invoice, or a
 * quote request; and how each refusal shows (the cart changed, field errors under their fields, or the method's box).
 */
export function useCheckoutPayment({
  cart,
  form,
  shipping,
}: {
  cart: CartDto;
  form: UseFormReturn<CheckoutDetails>;
  /** The cart's shipping for the address (issue 17): a local rail's rate is locked for the total with it. */
  shipping: CheckoutShipping;
}) {
  const { t } = useTranslation('orders');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartCheckout();
  const rails = usePaymentsConfig().data?.rails;
  const cardRail = cardRailOf(rails)?.rail;
  const [method, setMethod] = useState<PaymentMethod>(() => defaultPaymentMethod(cart, rails));
  const chosen = paymentMethodsOf(cart, rails).includes(method) ? method : defaultPaymentMethod(cart, rails);
  const [payError, setPayError] = useState<string | null>(null);
  const [block, setBlock] = useState<PayBlock | null>(null);
  const blocked = block?.cart === cart ? block.kind : null;
  const [leaving, setLeaving] = useState(false);
  // One idempotency key per attempt, kept while the attempt runs so a double click starts the same payment.
  const attempt = useRef<string | null>(null);
  // The payment the server started for this cart (its amounts are authoritative from then on: now and later).
  const [startedFor, setStarted] = useState<{ cart: CartDto; answer: CheckoutResponse } | null>(null);
  const started = startedFor?.cart === cart ? startedFor.answer : null;

  const problems = cart.hasProblems || blocked === 'problems';
  const busy = start.isPending || leaving;
  const country = useWatch({ control: form.control, name: 'shipping.country' });
  // One locked quote at a time: the chosen local rail's.
  const railQuote = useRailQuote({
    rail: localRailOf(rails, isLocalRailMethod(chosen) ? chosen : 'paystack'),
    active: isLocalRailMethod(chosen) && !problems && cart.fee.totalCents > 0 && shipping.quote !== undefined,
    totalCents: shipping.quote?.totalCents ?? cart.fee.totalCents,
    country,
    destination: shipping.destination,
  });
  // The number a phone rail prompts, in the market of the currency it charges (MoMo: Ghana for GHS...).
  const payerPhone = usePayerPhone(
    useWatch({ control: form.control, name: 'contact.phone' }),
    chosen,
    railQuote.currency,
  );

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
  const beginCheckout = async (
    values: CheckoutDetails,
    choice: RailChoice = { method: 'card', ...(cardRail ? { rail: cardRail } : {}) },
  ): Promise<CheckoutResponse | null> => {
    setPayError(null);
    if (user) saveDraft(user.id, values);
    attempt.current ??= newIdempotencyKey();
    const failed = (message: string) => t(genericError(choice.method), { message });
    try {
      const answer = await start.mutateAsync({
        contact: values.contact,
        shipping: values.shipping,
        idempotencyKey: attempt.current,
        ...(choice.rail ? { rail: choice.rail } : {}),
        ...(choice.quoteId ? { quoteId: choice.quoteId } : {}),
        ...(choice.payerPhone ? { payerPhone: choice.payerPhone } : {}),
      });
      setStarted({ cart, answer });
      return answer;
    } catch (err) {
      attempt.current = null;
      setStarted(null);
      if (!(err instanceof ApiError)) {
        setPayError(failed(t('common:errors.generic')));
        return null;
      }
      if (err.code === 'QUOTE_EXPIRED' && isPaymentQuote(err.details.quote)) {
        // the rate lock ran out (or the cart total moved): show the new amount; paying again is a new attempt
        railQuote.replace(err.details.quote, err.message);
        void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
        return null;
      }
      const local = choice.method !== 'card';
      if (local && err.code === 'SERVICE_UNAVAILABLE') {
        // the provider is not answering: the server says so (nothing was charged)
        setPayError(errorMessage(t, err, 'common:errors.generic'));
        return null;
      }
      if (local && err.code === 'PAYMENT_METHOD_UNAVAILABLE' && !('maxCents' in err.details)) {
        // this rail is not offered (any more): the server's words
        setPayError(errorMessage(t, err, 'common:errors.generic'));
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
      const phoneError = err.code === 'VALIDATION_ERROR' ? err.fields.payerPhone : undefined;
      if (phoneError) {
        // the number the rail cannot prompt: under its field (focused unless a details field comes first)
        payerPhone.refuse(phoneError, !applyFieldErrors(err));
        return null;
      }
      if (applyFieldErrors(err)) return null;
      if (err.code === 'NETWORK' || err.code === 'RATE_LIMITED' || err.code === 'UNAUTHENTICATED') {
        setPayError(errorMessage(t, err, 'common:errors.generic'));
        return null;
      }
      setPayError(err.key === 'orders.invalidAmount' ? t('payment.invalidAmount') : failed(err.message));
      return null;
    }
  };

  // Sandbox provider: the button submits the form, then the test-mode approval page opens.
  const onPay = form.handleSubmit(async (values) => {
    if (busy) return;
    const answer = await beginCheckout(values);
    if (!answer) return;
    setLeaving(true);
    goToPayment(navigate, answer.approveUrl, 'card');
  });

  // A local rail: the checkout starts with the locked quote. Paystack, Flutterwave: the buyer pays on the provider's
  // page (in TEST MODE the server's own stand-in, which is not a page of this app) and comes back to /checkout/return.
  // M-Pesa, MoMo: the prompt goes to the phone and this app's waiting page (/checkout/mpesa/:id, /checkout/momo/:id)
  // opens.
  const payLocal = async (values: CheckoutDetails, method: LocalRailMethod, number?: string) => {
    const quote = railQuote.payable;
    if (busy || !quote) return;
    const answer = await beginCheckout(values, {
      method,
      rail: quote.rail,
      quoteId: quote.quoteId,
      ...(number ? { payerPhone: number } : {}),
    });
    if (!answer) return;
    setLeaving(true);
    goToPayment(navigate, answer.approveUrl, method, payerPhone.display());
  };
  const onHosted = (method: LocalRailMethod) => form.handleSubmit((values) => payLocal(values, method));
  // M-Pesa, MoMo: the number is checked with the details; nothing starts until both are right.
  const onPhone = (method: LocalRailMethod, e: FormEvent) => {
    const number = payerPhone.check();
    return form.handleSubmit(async (values) => {
      if (!number) payerPhone.focus();
      else await payLocal(values, method, number);
    })(e);
  };

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
  const quoteRequest = useQuoteRequestCheckout({
    onCartProblems: cartChanged,
    onBelowLimit: () => {
      setBlock(null);
      void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
    },
    applyFieldErrors,
  });
  const onQuote = form.handleSubmit(async (values) => {
    if (user) saveDraft(user.id, values);
    await quoteRequest.submit(values);
  });

  /** The form's submit: the chosen method's, once the shipping for the address is known (else nothing starts). */
  const submit = (e: FormEvent) => {
    const state = shipping.figure.state;
    if (state === 'loading' || state === 'error') {
      e.preventDefault();
      if (state === 'error') setPayError(t('checkout.shippingUnknown'));
      return;
    }
    if (isPhoneRailMethod(chosen)) return onPhone(chosen, e);
    if (isHostedRailMethod(chosen)) return onHosted(chosen)(e);
    const handlers = { quote: onQuote, bank: onBank, card: onPay };
    return handlers[chosen](e);
  };

  return {
    chosen,
    /** The buyer picks another method: the last attempt's error belonged to the previous one. */
    setMethod: (next: PaymentMethod) => {
      setMethod(next);
      setPayError(null);
    },
    rails,
    railQuote,
    payerPhone,
    note: quoteRequest.note,
    setNote: quoteRequest.setNote,
    quote: quoteRequest.quote,
    quoteError: quoteRequest.error,
    quotePending: quoteRequest.pending,
    payError,
    setPayError,
    problems,
    busy,
    submit,
    validateForPayPal,
    createPayPalOrder,
    bank: { pending: bank.pending, error: bank.error },
    /** What the buyer pays for the address given (goods, shipping, fee); null until shipping is quoted. */
    totalCents: shipping.quote?.totalCents ?? null,
    /** Payment plans (issue 18): what is due now and later, with each vendor's shipping once it is quoted. */
    split: checkoutSplit(cart, shipping.quote),
    /** The payment the server started, once it has (its amounts replace the page's). */
    started,
  };
}

export type CheckoutPayment = ReturnType<typeof useCheckoutPayment>;
