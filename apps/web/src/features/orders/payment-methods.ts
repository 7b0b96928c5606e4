/** Pure helpers of the checkout's payment method chooser: which methods a cart and the configured rails allow. */
import type { CartDto } from '@app/shared/cart';
import type { PaymentRailDto } from '@app/shared/payments';

/** Local rails paid on the provider's hosted page (the buyer leaves and comes back to /checkout/return). */
export const HOSTED_RAILS = ['paystack', 'flutterwave'] as const;
export type HostedRailMethod = (typeof HOSTED_RAILS)[number];

/** Local rails paid from the buyer's phone (a prompt on a mobile-money number; this app's waiting page). */
export const PHONE_RAILS = ['mpesa', 'momo'] as const;
export type PhoneRailMethod = (typeof PHONE_RAILS)[number];

/** The phone rail of a waiting page's address: /checkout/momo/:id is MoMo's, /checkout/mpesa/:id M-Pesa's. */
export function phoneRailOfPath(pathname: string): PhoneRailMethod {
  return /\/checkout\/momo\//.test(pathname) ? 'momo' : 'mpesa';
}

/** The methods paid through a rail that charges a local currency at a locked rate (a quote). */
export type LocalRailMethod = HostedRailMethod | PhoneRailMethod;

/**
 * Card/PayPal (the sandbox or PayPal rail), Paystack or Flutterwave (hosted pages in local currencies), M-Pesa or MTN
 * MoMo (a prompt on the buyer's phone), bank transfer, or a quote request.
 */
export type PaymentMethod = 'card' | LocalRailMethod | 'bank' | 'quote';

export function isHostedRailMethod(method: string): method is HostedRailMethod {
  return (HOSTED_RAILS as readonly string[]).includes(method);
}

export function isPhoneRailMethod(method: string): method is PhoneRailMethod {
  return (PHONE_RAILS as readonly string[]).includes(method);
}

export function isLocalRailMethod(method: string): method is LocalRailMethod {
  return isHostedRailMethod(method) || isPhoneRailMethod(method);
}

type CartFigures = Pick<
  CartDto,
  'cardPaymentAllowed' | 'bankTransferAllowed' | 'subtotalUsdCents' | 'cardPaymentMaxCents'
>;

/** The rail behind the "Card or PayPal" method: the first sandbox or PayPal rail configured. */
export function cardRailOf(rails: readonly PaymentRailDto[] | undefined): PaymentRailDto | undefined {
  return rails?.find((r) => r.rail === 'sandbox' || r.rail === 'paypal');
}

/** The rail of a local-currency method (Paystack, Flutterwave, M-Pesa, MoMo), when configured. */
export function localRailOf(
  rails: readonly PaymentRailDto[] | undefined,
  method: LocalRailMethod,
): PaymentRailDto | undefined {
  return rails?.find((r) => r.rail === method);
}

/** The chooser's method of a configured rail (none for a rail this page does not offer). */
function methodOfRail(rail: PaymentRailDto['rail']): PaymentMethod | null {
  if (rail === 'sandbox' || rail === 'paypal') return 'card';
  if (isLocalRailMethod(rail)) return rail;
  return null;
}

/**
 * The methods a cart can be paid with, from the server's figures and rails: the card/wallet rails (in the configured
 * order, so the default rail comes first) up to the rail maximum, bank transfer always, a quote above the maximum.
 * While the rails are unknown (`undefined`: the configuration is loading) the card method stands for them.
 */
export function paymentMethodsOf(cart: CartFigures, rails?: readonly PaymentRailDto[]): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (cart.cardPaymentAllowed) {
    const offered = rails?.length ? rails.map((r) => methodOfRail(r.rail)) : ['card' as const];
    for (const method of offered) if (method && !methods.includes(method)) methods.push(method);
  }
  if (cart.bankTransferAllowed) methods.push('bank');
  // Large orders may still ask the team for a negotiated fee (issue 25: no longer forced).
  if (cart.subtotalUsdCents > cart.cardPaymentMaxCents) methods.push('quote');
  return methods;
}

/** The method first offered: the default rail when it takes the amount, else bank transfer. */
export function defaultPaymentMethod(cart: CartFigures, rails?: readonly PaymentRailDto[]): PaymentMethod {
  return paymentMethodsOf(cart, rails)[0] ?? 'card';
}
