/**
 * The offers module's public use cases, one per file under use-cases/ (the shared steps are in offer-steps.ts):
 * routes, timers and other modules import them from here. The cart and the checkout import
 * use-cases/offers-for-pricing.ts and use-cases/mark-offers-ordered.ts directly: this index reaches the cart, which
 * would make a cycle.
 */
export { offerReceivedNotice, toOfferDto } from './offer-steps.ts';
export { acceptOffer } from './use-cases/accept-offer.ts';
export { acceptRfqQuoteIn } from './use-cases/accept-rfq-quote-in.ts';
export { addOfferToCart } from './use-cases/add-offer-to-cart.ts';
export { agreedIncoterms } from './use-cases/agreed-incoterms.ts';
export { counterOffer } from './use-cases/counter-offer.ts';
export { expireDueOffers } from './use-cases/expire-due-offers.ts';
export { getOffer } from './use-cases/get-offer.ts';
export { listOffers } from './use-cases/list-offers.ts';
export { liveQuoteCounts } from './use-cases/live-quote-counts.ts';
export { markOffersOrdered } from './use-cases/mark-offers-ordered.ts';
export { offerCounts } from './use-cases/offer-counts.ts';
export { offersForPricing, type PricingOffer } from './use-cases/offers-for-pricing.ts';
export { recordRfqQuote } from './use-cases/record-rfq-quote.ts';
export { rejectOffer } from './use-cases/reject-offer.ts';
export { rejectRfqQuotesIn } from './use-cases/reject-rfq-quotes-in.ts';
export { rfqQuotaUsed } from './use-cases/rfq-quota-used.ts';
export { rfqQuoteFigures } from './use-cases/rfq-quote-figures.ts';
export { rfqQuotes, type RfqQuoteRow } from './use-cases/rfq-quotes.ts';
export { sendOffer } from './use-cases/send-offer.ts';
export { vendorRfqQuotes } from './use-cases/vendor-rfq-quotes.ts';
