import type { NavigateFunction } from 'react-router';
import { isHostedRailMethod, isPhoneRailMethod, type LocalRailMethod } from './payment-methods';

/** The phone waiting page (M-Pesa, MoMo) reads the number the prompt went to from the navigation's state. */
export interface PhoneWaitingState {
  phone?: string;
}

/**
 * Where the buyer goes once a payment has started, the checkout's and a balance's alike (issue 18): card/PayPal to
 * the approval page (the sandbox's, in this app, or PayPal's); Paystack, Flutterwave to the provider's page (in TEST
 * MODE the server's own stand-in, which is not a page of this app), which comes back to /checkout/return; M-Pesa,
 * MoMo to this app's waiting page (/checkout/mpesa/:id, /checkout/momo/:id) with the number prompted.
 */
export function goToPayment(
  navigate: NavigateFunction,
  approveUrl: string,
  method: 'card' | LocalRailMethod,
  phone?: string,
): void {
  if (isPhoneRailMethod(method)) {
    const state: PhoneWaitingState = phone === undefined ? {} : { phone };
    void navigate(approveUrl, { state });
  } else if (isHostedRailMethod(method) || !approveUrl.startsWith('/')) window.location.assign(approveUrl);
  else void navigate(approveUrl);
}
