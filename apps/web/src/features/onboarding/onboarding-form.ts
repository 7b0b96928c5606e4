import { z } from 'zod';
import type { ProductDto } from '@app/shared/catalog';
import { BUSINESS_TYPES, LIMITS, currentYear } from '@app/shared/constants';
import { findCountry, isListedCountry } from '@app/shared/countries';
import type { ApplicationDto, DocumentKind, OnboardingRequest } from '@app/shared/verification';
import { DOCUMENT_KINDS } from '@app/shared/verification';
import {
  buildProductFormSchema,
  EMPTY_PRODUCT_FORM,
  fromProduct,
  toProductInput,
  type ProductFormValues,
  type ValidationKey,
} from '../catalog/product-form';

/** The vendor onboarding wizard's form (spec 2.10, 3.5, 5): what the inputs hold, its four steps and their checks. */

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

const WHOLE = /^\d{1,9}$/;

function businessSchema(msg: Msg) {
  const required = (key: string, max: number) =>
    z
      .string()
      .trim()
      .min(1, msg(`errors.${key}Required`))
      .max(max, msg('errors.tooLong', { max }));
  return z.object({
    businessName: required('businessName', 200),
    businessType: z
      .string()
      .refine((v) => (BUSINESS_TYPES as readonly string[]).includes(v), msg('errors.businessTypeRequired')),
    businessLocation: required('businessLocation', 200),
    businessCountry: z.string().refine(isListedCountry, msg('errors.businessCountryRequired')),
    yearEstablished: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        // The latest year is read now, not when the form was built (the page may stay open across New Year).
        const max = currentYear();
        if (v === '') ctx.addIssue({ code: 'custom', message: msg('errors.yearEstablishedRequired') });
        else if (!WHOLE.test(v) || Number(v) < LIMITS.yearEstablishedMin || Number(v) > max)
          ctx.addIssue({ code: 'custom', message: msg('errors.yearRange', { min: LIMITS.yearEstablishedMin, max }) });
      }),
    businessDescription: required('businessDescription', 3000),
    primaryProducts: required('primaryProducts', 1000),
    exportExperience: z
      .string()
      .trim()
      .max(1000, msg('errors.tooLong', { max: 1000 })),
    certifications: z
      .string()
      .trim()
      .max(1000, msg('errors.tooLong', { max: 1000 })),
  });
}

function contactSchema(msg: Msg) {
  const required = (key: string, max: number) =>
    z
      .string()
      .trim()
      .min(1, msg(`errors.${key}Required`))
      .max(max, msg('errors.tooLong', { max }));
  return z.object({
    contactPerson: required('contactPerson', 120),
    contactPhone: required('contactPhone', 40),
    contactEmail: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') ctx.addIssue({ code: 'custom', message: msg('errors.contactEmailRequired') });
        else if (!z.email().safeParse(v).success) ctx.addIssue({ code: 'custom', message: msg('errors.emailFormat') });
      }),
    businessAddress: required('businessAddress', 300),
    website: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (z.url().safeParse(v).success && /^https?:\/\//i.test(v)),
        msg('errors.websiteFormat'),
      ),
  });
}

function collect(result: z.ZodSafeParseResult<unknown>, section: string, only?: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || (only && !only.includes(field))) continue;
    const key = `${section}.${field}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Images as the wizard holds them: only their upload state matters for the checks. */
export interface ImageState {
  status: 'uploading' | 'done' | 'error';
  id?: string | undefined;
}

/** Banner message keys (in `onboarding`), the spec 8 texts for each step. */
export type BannerKey =
  | 'requiredBusiness'
  | 'requiredProduct'
  | 'imageRequired'
  | 'imagesUploading'
  | 'imagesFailed'
  | 'documentsUploading'
  | 'requiredContact';

export interface StepCheck {
  errors: FieldErrors;
  banner: BannerKey | null;
}

export interface WizardState {
  values: OnboardingValues;
  images: readonly ImageState[];
  /** kinds whose upload is still running */
  documentsUploading?: boolean;
}

/** Checks one step; Next moves on only when `banner` is null. */
export function validateStep(step: OnboardingStep, state: WizardState, msg: Msg): StepCheck {
  const { values, images } = state;
  switch (step) {
    case 'business': {
      const errors = collect(businessSchema(msg).safeParse(values.business), 'business');
      return { errors, banner: Object.keys(errors).length ? 'requiredBusiness' : null };
    }
    case 'documents':
      return { errors: {}, banner: state.documentsUploading ? 'documentsUploading' : null };
    case 'product': {
      const schema = buildProductFormSchema((key: ValidationKey) => msg(`catalog:form.errors.${key}`));
      const errors = collect(schema.safeParse(values.product), 'product', PRODUCT_STEP_FIELDS);
      if (Object.keys(errors).length) return { errors, banner: 'requiredProduct' };
      if (images.some((i) => i.status === 'uploading')) return { errors, banner: 'imagesUploading' };
      if (!images.some((i) => i.status === 'done' && i.id)) {
        return { errors: { 'product.images': msg('errors.imageRequired') }, banner: 'imageRequired' };
      }
      if (images.some((i) => i.status === 'error')) return { errors, banner: 'imagesFailed' };
      return { errors, banner: null };
    }
    case 'contact': {
      const errors = collect(contactSchema(msg).safeParse(values.contact), 'contact');
      return { errors, banner: Object.keys(errors).length ? 'requiredContact' : null };
    }
  }
}

/** Checks every step before submitting: the first step that fails, with its errors. */
export function validateAll(state: WizardState, msg: Msg): { step: OnboardingStep; check: StepCheck } | null {
  for (const step of ONBOARDING_STEPS) {
    const check = validateStep(step, state, msg);
    if (check.banner) return { step, check };
  }
  return null;
}

/**
 * A server field key (VALIDATION_ERROR details.fields: `business.yearEstablished`, `product.imageIds`,
 * `product.tags.2`, `documentIds`) as the wizard's field key and the step that shows it.
 */
export function mapServerField(serverKey: string): { step: OnboardingStep; field: string } | null {
  const parts = serverKey.split('.');
  const [head, name] = parts;
  if (head === 'business' && name) return { step: 'business', field: `business.${name}` };
  if (head === 'contact' && name) return { step: 'contact', field: `contact.${name}` };
  if (head === 'product') {
    if (!name || name === 'imageIds' || name === 'images') return { step: 'product', field: 'product.images' };
    return { step: 'product', field: `product.${name}` };
  }
  if (head === 'documentIds' || head === 'documents') return { step: 'documents', field: 'documents' };
  if (head && (DOCUMENT_KINDS as readonly string[]).includes(head))
    return { step: 'documents', field: `documents.${head}` };
  return null;
}

/** Field errors from the server, keyed as the wizard keys them, and the earliest step that has one. */
export function mapServerErrors(fields: Record<string, string>): { errors: FieldErrors; step: OnboardingStep | null } {
  const errors: FieldErrors = {};
  let first: number | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const mapped = mapServerField(key);
    if (!mapped) continue;
    errors[mapped.field] ??= message;
    const index = ONBOARDING_STEPS.indexOf(mapped.step);
    first = first === null ? index : Math.min(first, index);
  }
  return { errors, step: first === null ? null : (ONBOARDING_STEPS[first] ?? null) };
}

/** The POST /api/vendor/onboarding body from validated values. */
export function toOnboardingRequest(
  values: OnboardingValues,
  documents: DocumentMap,
  imageIds: readonly string[],
): OnboardingRequest {
  const b = values.business;
  const c = values.contact;
  return {
    business: {
      businessName: b.businessName.trim(),
      businessType: b.businessType as OnboardingRequest['business']['businessType'],
      businessLocation: b.businessLocation.trim(),
      businessCountry: b.businessCountry,
      yearEstablished: Number(b.yearEstablished.trim()),
      businessDescription: b.businessDescription.trim(),
      primaryProducts: b.primaryProducts.trim(),
      exportExperience: b.exportExperience.trim(),
      certifications: b.certifications.trim(),
    },
    contact: {
      contactPerson: c.contactPerson.trim(),
      contactPhone: c.contactPhone.trim(),
      contactEmail: c.contactEmail.trim(),
      businessAddress: c.businessAddress.trim(),
      website: c.website.trim(),
    },
    documentIds: DOCUMENT_KINDS.flatMap((k) => (documents[k] ? [documents[k].id] : [])),
    product: toProductInput(values.product, imageIds),
  };
}

/** Values for "Update and resubmit": the earlier application (and its product when it could be read). */
export function fromApplication(app: ApplicationDto, product?: ProductDto | null): OnboardingValues {
  const v = structuredClone(EMPTY_ONBOARDING);
  const b = app.business;
  v.business = {
    businessName: b.businessName,
    businessType: b.businessType,
    businessLocation: b.businessLocation,
    businessCountry: findCountry(b.businessCountry ?? b.businessLocation.split(',').at(-1))?.name ?? '',
    yearEstablished: String(b.yearEstablished),
    businessDescription: b.businessDescription,
    primaryProducts: b.primaryProducts,
    exportExperience: b.exportExperience,
    certifications: b.certifications,
  };
  v.contact = { ...app.contact, website: app.contact.website };
  if (product) v.product = fromProduct(product);
  return v;
}

/** File checks done in the browser before a document upload (the server checks the bytes again). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export function checkDocumentFile(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = DOCUMENT_EXTENSIONS.test(file.name) && (file.type === '' || DOCUMENT_TYPES.includes(file.type));
  if (!typeOk) return 'type';
  if (file.size > LIMITS.maxDocumentBytes) return 'size';
  return null;
}

/** "1.2 MB" / "340 KB" style size (number formatting by the caller's language). */
export function fileSizeParts(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: Math.round((bytes / 1024) * 10) / 10, unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}

/** The draft kept in sessionStorage (no files: uploaded documents and images are referenced by their server ids). */
export interface OnboardingDraft {
  version: 1;
  step: number;
  values: OnboardingValues;
  documents: DocumentMap;
  imageIds: string[];
}

export function draftKey(userId: string): string {
  return `onboarding-draft:${userId}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringsOf<T extends object>(base: T, source: unknown): T {
  const out = { ...base } as Record<string, unknown>;
  if (!isRecord(source)) return out as T;
  for (const key of Object.keys(base)) {
    const value = source[key];
    if (Array.isArray((base as Record<string, unknown>)[key])) {
      if (Array.isArray(value)) out[key] = value.filter((x): x is string => typeof x === 'string');
    } else if (typeof value === 'string') out[key] = value;
  }
  return out as T;
}

/** Reads a stored draft defensively: anything malformed falls back to the defaults. */
export function parseDraft(text: string | null): OnboardingDraft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.values)) return null;
  const values: OnboardingValues = {
    business: stringsOf(EMPTY_ONBOARDING.business, raw.values.business),
    product: stringsOf(EMPTY_ONBOARDING.product, raw.values.product),
    contact: stringsOf(EMPTY_ONBOARDING.contact, raw.values.contact),
  };
  const documents: DocumentMap = {};
  if (isRecord(raw.documents)) {
    for (const kind of DOCUMENT_KINDS) {
      const d = raw.documents[kind];
      if (isRecord(d) && typeof d.id === 'string' && typeof d.filename === 'string' && typeof d.bytes === 'number') {
        documents[kind] = { id: d.id, filename: d.filename, bytes: d.bytes };
      }
    }
  }
  const imageIds = Array.isArray(raw.imageIds) ? raw.imageIds.filter((x): x is string => typeof x === 'string') : [];
  const step =
    typeof raw.step === 'number' && raw.step >= 0 && raw.step < ONBOARDING_STEPS.length ? Math.floor(raw.step) : 0;
  return { version: 1, step, values, documents, imageIds: imageIds.slice(0, LIMITS.maxProductImages) };
}
