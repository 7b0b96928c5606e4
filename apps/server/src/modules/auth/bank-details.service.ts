/**
 * A vendor's bank details (where payouts go): one use case per file under use-cases/, the masking shared by them in
 * bank-details-dto.ts. Account routes and the auth index import them from here.
 */
export { mask } from './bank-details-dto.ts';
export { getBankDetails } from './use-cases/get-bank-details.ts';
export { payoutDestinations, type PayoutDestination } from './use-cases/payout-destinations.ts';
export { saveBankDetails } from './use-cases/save-bank-details.ts';
