import { z } from 'zod';
import { BUSINESS_TYPES, LIMITS, currentYear } from '@app/shared/constants';
import { isListedCountry } from '@app/shared/countries';
import { buildProductFormSchema, type ValidationKey } from '../catalog/public';
import {
  ONBOARDING_STEPS,
  PRODUCT_STEP_FIELDS,
  type FieldErrors,
  type Msg,
  type OnboardingStep,
  type OnboardingValues,
} from './onboarding-values';

/** The onboarding wizard's checks, step by step, with the banner each failing step shows. */

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
