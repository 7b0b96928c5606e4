/** Vendor onboarding and business verification contracts (spec 2.10, 3.5, 5). */
import { z } from 'zod';
import { BUSINESS_TYPES, LIMITS } from './constants.ts';
import { emailSchema } from './auth.ts';
import { productInput } from './catalog.ts';
import { contractMessage, type ErrorMessageKey } from './error-messages.ts';

export const DOCUMENT_KINDS = ['businessCert', 'taxCert', 'exportLicense', 'qualityCert'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const required = (key: ErrorMessageKey) => z.string(contractMessage(key)).trim().min(1, contractMessage(key));

export const businessInfoSchema = z.object({
  businessName: required('verification.form.businessNameRequired').max(200),
  businessType: z.enum(BUSINESS_TYPES, contractMessage('verification.form.businessTypeRequired')),
  businessLocation: required('verification.form.businessLocationRequired').max(200),
  yearEstablished: z.coerce.number(contractMessage('verification.form.yearRequired')).int().min(LIMITS.yearEstablishedMin, contractMessage('verification.form.yearMin')).max(LIMITS.yearEstablishedMax, contractMessage('verification.form.yearMax')),
  businessDescription: required('verification.form.businessDescriptionRequired').max(3000),
  primaryProducts: required('verification.form.primaryProductsRequired').max(1000),
  exportExperience: z.string().trim().max(1000).optional().default(''),
  certifications: z.string().trim().max(1000).optional().default(''),
});

export const contactDetailsSchema = z.object({
  contactPerson: required('verification.form.contactPersonRequired').max(120),
  contactPhone: required('verification.form.contactPhoneRequired').max(40),
  contactEmail: emailSchema,
  businessAddress: required('verification.form.businessAddressRequired').max(300),
  website: z.union([z.literal(''), z.url(contractMessage('verification.form.websiteInvalid'))]).optional().default(''),
});

export const onboardingRequest = z.object({
  business: businessInfoSchema,
  contact: contactDetailsSchema,
  documentIds: z.array(z.uuid()).max(4).optional().default([]),
  product: productInput.refine((p) => (p.imageIds?.length ?? 0) > 0, { path: ['imageIds'], ...contractMessage('verification.form.productImageRequired') }),
});
export type OnboardingRequest = z.input<typeof onboardingRequest>;

export const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'INFO_REQUESTED'] as const;

export const verificationDocumentDto = z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS), filename: z.string(), bytes: z.number().int(), mime: z.string(), url: z.string() });

export const applicationDto = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  business: businessInfoSchema,
  contact: contactDetailsSchema,
  documents: z.array(verificationDocumentDto),
  productId: z.string().nullable(),
  decisionReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplicationDto = z.infer<typeof applicationDto>;
