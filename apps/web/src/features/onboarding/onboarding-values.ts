import type { DocumentKind } from '@app/shared/verification';
import { EMPTY_PRODUCT_FORM, type ProductFormValues } from '../catalog/public';

/** The vendor onboarding wizard's form (spec 2.10, 3.5, 5): what the inputs hold, its four steps, the defaults. */

export const ONBOARDING_STEPS = ['business', 'documents', 'product', 'contact'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface BusinessValues {
  businessName: string;
  businessType: string;
  businessLocation: string;
  businessCountry: string;
  yearEstablished: string;
  businessDescription: string;
  primaryProducts: string;
  exportExperience: string;
  certifications: string;
}

export interface ContactValues {
  contactPerson: string;
  contactPhone: string;
  contactEmail: string;
  businessAddress: string;
  website: string;
}

/** The product fields the onboarding wizard shows (the rest of the product contract keeps its defaults). */
export const PRODUCT_STEP_FIELDS = [
  'name',
  'category',
  'description',
  'price',
  'currency',
  'unit',
  'minOrder',
  'origin',
  'tags',
  'leadTime',
  'paymentTerms',
] as const satisfies ReadonlyArray<keyof ProductFormValues>;

export interface OnboardingValues {
  business: BusinessValues;
  product: ProductFormValues;
  contact: ContactValues;
}

/** A verification document already stored on the server. */
export interface UploadedDocument {
  id: string;
  filename: string;
  bytes: number;
}
export type DocumentMap = Partial<Record<DocumentKind, UploadedDocument>>;

export const EMPTY_ONBOARDING: OnboardingValues = {
  business: {
    businessName: '',
    businessType: '',
    businessLocation: '',
    businessCountry: '',
    yearEstablished: '',
    businessDescription: '',
    primaryProducts: '',
    exportExperience: '',
    certifications: '',
  },
  // lead time and payment terms are required by the product contract: sensible defaults the user can change
  product: { ...EMPTY_PRODUCT_FORM, leadTime: '14', paymentTerms: 'escrow' },
  contact: { contactPerson: '', contactPhone: '', contactEmail: '', businessAddress: '', website: '' },
};

/** Starting values for a signed-in user: contact person and e-mail from the account. */
export function initialValues(user?: {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
}): OnboardingValues {
  if (!user) return structuredClone(EMPTY_ONBOARDING);
  const v = structuredClone(EMPTY_ONBOARDING);
  v.contact.contactPerson = user.name;
  v.contact.contactEmail = user.email;
  v.contact.contactPhone = user.phone ?? '';
  v.business.businessName = user.company ?? '';
  return v;
}

/** Messages of the field checks: keys in the `onboarding` namespace under `errors`, catalog keys for product fields. */
export type Msg = (key: string, options?: Record<string, unknown>) => string;

/** Field error keys are `section.field` (e.g. `business.yearEstablished`, `product.images`, `contact.website`). */
export type FieldErrors = Record<string, string>;
