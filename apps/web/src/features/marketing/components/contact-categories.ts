import type { ContactCategory } from '@app/shared/constants';

/** i18n key (marketing namespace) of each contact category; the API receives the English value. */
export const CONTACT_CATEGORY_KEYS: Record<ContactCategory, string> = {
  'General Inquiry': 'contact.categories.generalInquiry',
  'Technical Support': 'contact.categories.technicalSupport',
  'Account Issues': 'contact.categories.accountIssues',
  'Order Support': 'contact.categories.orderSupport',
  'Vendor Verification': 'contact.categories.vendorVerification',
  'Payment Issues': 'contact.categories.paymentIssues',
  'Shipping & Logistics': 'contact.categories.shippingLogistics',
  'Product Listing': 'contact.categories.productListing',
  'Partnership Inquiry': 'contact.categories.partnershipInquiry',
  Other: 'contact.categories.other',
};
