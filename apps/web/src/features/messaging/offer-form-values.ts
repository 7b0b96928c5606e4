import { offerInput } from '@app/shared/offers';
import { paymentTermsOf, type PlanChoice } from './offer-plan';

/** The quote form's fields as typed. */
export interface OfferFormValues {
  unitPrice: string;
  currency: string;
  quantity: string;
  leadTimeDays: string;
  incoterm: string;
  /** '' for the product's own terms: then no `paymentTerms` is sent. */
  plan: PlanChoice;
  shippingEstimate: string;
  validUntil: string;
  note: string;
}

/** The quote to send, checked against the shared contract (the issues name the fields, `paymentTerms` included). */
export function parseOfferForm({ plan, ...fields }: OfferFormValues) {
  const paymentTerms = paymentTermsOf(plan);
  return offerInput.safeParse(paymentTerms ? { ...fields, paymentTerms } : fields);
}
