/** Business constants of the product (spec section 9). Imported by server and web alike. */

export const BRAND = {
  name: 'AfriBridge Trade',
  supportEmail: 'support@afribridge.example',
  supportPhone: '+234 800 123 4567',
  whatsappNumber: '2348001234567',
} as const;

/** The current calendar year (the footer's copyright year; the latest year a business can have been established). */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

export const ROLES = ['buyer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const KYC_STATUSES = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const LANGUAGES = ['en', 'fr', 'yo', 'ha', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const CATEGORIES = [
  { id: 'raw-food-health', name: 'Raw Food & Health' },
  { id: 'fashion-beauty', name: 'Fashion & Beauty' },
  { id: 'visual-arts-crafts', name: 'Visual Arts & Crafts' },
  { id: 'agriculture-farming', name: 'Agriculture & Farming' },
  { id: 'textiles-clothing', name: 'Textiles & Clothing' },
  { id: 'minerals-mining', name: 'Minerals & Mining' },
  { id: 'technology-electronics', name: 'Technology & Electronics' },
  { id: 'machinery-equipment', name: 'Machinery & Equipment' },
  { id: 'building-construction', name: 'Building & Construction' },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as unknown as readonly [CategoryId, ...CategoryId[]];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN', 'GHS', 'KES', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
export const PAYMENT_CURRENCY: Currency = 'USD';

/**
 * Currencies a buyer may see prices in (a display choice only: products stay priced in CURRENCIES and checkout charges
 * PAYMENT_CURRENCY), with each one's minor-unit digits (ISO 4217: XOF and UGX have none).
 */
export const DISPLAY_CURRENCY_DIGITS = {
  NGN: 2,
  GHS: 2,
  KES: 2,
  XOF: 0,
  UGX: 0,
  ZAR: 2,
  EGP: 2,
  MAD: 2,
  EUR: 2,
  GBP: 2,
  USD: 2,
} as const;
export type DisplayCurrency = keyof typeof DISPLAY_CURRENCY_DIGITS;
export const DISPLAY_CURRENCIES = Object.keys(DISPLAY_CURRENCY_DIGITS) as unknown as readonly [
  DisplayCurrency,
  ...DisplayCurrency[],
];
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && Object.hasOwn(DISPLAY_CURRENCY_DIGITS, value);
}

export const UNITS = ['MT', 'KG', 'Pieces', 'Liters', 'Yards', 'Tons', 'Boxes', 'Containers'] as const;
export type Unit = (typeof UNITS)[number];

export const BUSINESS_TYPES = [
  'Manufacturer',
  'Exporter',
  'Distributor',
  'Wholesaler',
  'Trading Company',
  'Cooperative',
  'Individual Trader',
] as const;

export const PAYMENT_TERMS = [
  { id: 'advance', label: '100% advance' },
  { id: '50-50', label: '50-50' },
  { id: '30-70', label: '30-70' },
  { id: 'letter-of-credit', label: 'Letter of credit' },
  { id: 'escrow', label: 'Escrow' },
] as const;

/**
 * Units and file type of the shipping forms. There is no default country or Incoterm: the sender is the vendor's
 * business address, the recipient the order's, and the Incoterm the one agreed on the quote (else FCA); customs values
 * may be declared in any of CURRENCIES.
 */
export const SHIPPING_DEFAULTS = {
  distanceUnit: 'cm',
  massUnit: 'kg',
  labelFileType: 'PDF',
} as const;

export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Technical Support',
  'Account Issues',
  'Order Support',
  'Vendor Verification',
  'Payment Issues',
  'Shipping & Logistics',
  'Product Listing',
  'Partnership Inquiry',
  'Other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
/** The printed form lists eight categories: all but Product Listing and Other. */
export const PRINTED_CONTACT_CATEGORIES = CONTACT_CATEGORIES.filter((c) => c !== 'Product Listing' && c !== 'Other');

export const LIMITS = {
  unlimitedStock: 999999,
  /** Highest unit price (in currency units): prices are stored as 32-bit integer cents. */
  maxPrice: 10_000_000,
  maxProductImages: 5,
  maxImageBytes: 5 * 1024 * 1024,
  maxDocumentBytes: 5 * 1024 * 1024,
  passwordMinLength: 6,
  passwordMaxLength: 128,
  yearEstablishedMin: 1900,
  /** No fixed maximum: a business may have been established up to the current year (`currentYear()`, read at check time). */
  featuredProducts: 8,
} as const;

export const TIMES = {
  applicationReviewHours: 48,
  supportReplyHours: { general: 24, technical: 12, urgent: 4, physicalForm: 48 },
  processingBusinessDays: '2-5',
  deliveryBusinessDays: '7-14',
  passwordResetRedirectMs: 3000,
  chatReplyDelayMs: 1500,
  contactSuccessDelayMs: 1000,
  inspectionWindowDays: 7,
  vendorDisputeResponseHours: 48,
  emailVerificationTtlHours: 24,
  passwordResetTtlMinutes: 30,
  sessionTtlDays: 30,
  twoFactorChallengeTtlMinutes: 5,
} as const;

export const NOTIFICATION_PREFERENCE_KEYS = [
  'emailNotifications',
  'orderUpdates',
  'marketingEmails',
  'securityAlerts',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationPreferenceKey, boolean> = {
  emailNotifications: true,
  orderUpdates: true,
  marketingEmails: false,
  securityAlerts: true,
};

export const OFFICES = [
  { country: 'Nigeria', code: 'NG', cities: ['Lagos', 'Abuja', 'Enugu'] },
  { country: 'United States', code: 'US', cities: ['Wyoming', 'Texas'] },
] as const;

/**
 * The i18next namespace the server's messages (error-messages.ts) are registered under (web and server alike); here so
 * the web app can name it without loading the catalogue.
 */
export const ERROR_NAMESPACE = 'errors';

/** The longest review text (characters); here so a page can show the limit without loading the review contracts. */
export const REVIEW_BODY_MAX = 2000;
