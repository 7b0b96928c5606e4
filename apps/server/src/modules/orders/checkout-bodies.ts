/**
 * The checkout request bodies as the routes parse them: the shared contracts, plus a phone that works in the delivery
 * country (the numbering plans stay on the server), whatever way the buyer pays.
 */
import { bankTransferCheckoutRequest, checkoutRequest, quoteRequestInput } from '@app/shared/orders';
import { phoneMatchesCountry } from '../../lib/phone.ts';

const phoneInDeliveryCountry = phoneMatchesCountry(
  ['contact', 'phone'],
  ['shipping', 'country'],
  'orders.form.phoneInvalidForCountry',
);

export const checkoutBody = checkoutRequest.superRefine(phoneInDeliveryCountry);
export const bankTransferBody = bankTransferCheckoutRequest.superRefine(phoneInDeliveryCountry);
export const quoteRequestBody = quoteRequestInput.superRefine(phoneInDeliveryCountry);
