/** Vendor onboarding and business verification contracts (spec 2.10, 3.5, 5). */
import { z } from 'zod';
import { BUSINESS_TYPES, LIMITS } from './constants.ts';
import { emailSchema } from './auth.ts';
import { productInput } from './catalog.ts';

export const DOCUMENT_KINDS = ['businessCert', 'taxCert', 'exportLicense', 'qualityCert'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const required = (label: string) => z.string({ message: `${label} is required` }).trim().min(1, { message: `${label} is required` });

export const businessInfoSchema = z.object({
  businessName: required('Business name').max(200),
  businessType: z.enum(BUSINESS_TYPES, { message: 'Choose a business type' }),
  businessLocation: required('Business location').max(200),
  yearEstablished: z.coerce.number({ message: 'Year established is required' }).int().min(LIMITS.yearEstablishedMin, { message: `Year established must be ${LIMITS.yearEstablishedMin} or later` }).max(LIMITS.yearEstablishedMax, { message: `Year established must be ${LIMITS.yearEstablishedMax} or earlier` }),
  businessDescription: required('Business description').max(3000),
  primaryProducts: required('Primary products').max(1000),
  exportExperience: z.string().trim().max(1000).optional().default(''),
  certifications: z.string().trim().max(1000).optional().default(''),
});

export const contactDetailsSchema = z.object({
  contactPerson: required('Contact person').max(120),
  contactPhone: required('Contact phone').max(40),
  contactEmail: emailSchema,
  businessAddress: required('Business address').max(300),
  website: z.union([z.literal(''), z.url({ message: 'Website must be a URL, such as https://example.com' })]).optional().default(''),
});

export const onboardingRequest = z.object({
  business: businessInfoSchema,
  contact: contactDetailsSchema,
  documentIds: z.array(z.uuid()).max(4).optional().default([]),
  product: productInput.refine((p) => (p.imageIds?.length ?? 0) > 0, { path: ['imageIds'], message: 'Please upload at least one product image before proceeding.' }),
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
