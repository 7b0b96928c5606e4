/** Vendor onboarding and business verification contracts (spec 2.10, 3.5, 5). */
import { z } from 'zod';
import { BUSINESS_TYPES, LIMITS, currentYear } from './constants.ts';
import { emailSchema } from './auth.ts';
import { COUNTRY_NAMES } from './countries.ts';
import { productInput } from './catalog.ts';
import { contractMessage, type ErrorMessageKey } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

export const DOCUMENT_KINDS = ['businessCert', 'taxCert', 'exportLicense', 'qualityCert'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const requiredLine = (key: ErrorMessageKey) => singleLineText(contractMessage(key)).min(1, contractMessage(key));
const requiredText = (key: ErrorMessageKey) => multiLineText(contractMessage(key)).min(1, contractMessage(key));

/**
 * The founding year: from LIMITS.yearEstablishedMin to the current year, read when the value is checked (a contract is
 * built once, at start-up, and a server runs across New Year).
 */
export const yearEstablishedSchema = numberInput('verification.form.yearRequired', (n) =>
  n
    .int(contractMessage('validation.invalidType'))
    .min(LIMITS.yearEstablishedMin, contractMessage('verification.form.yearMin'))
    .check(
      z.superRefine<number>((year, ctx) => {
        const maximum = currentYear();
        if (year > maximum) {
          ctx.addIssue({
            code: 'too_big',
            origin: 'number',
            maximum,
            inclusive: true,
            input: year,
            ...contractMessage('verification.form.yearMax'),
          });
        }
      }),
    ),
);

export const businessInfoSchema = z.object({
  businessName: requiredLine('verification.form.businessNameRequired').max(200),
  businessType: z.enum(BUSINESS_TYPES, contractMessage('verification.form.businessTypeRequired')),
  businessLocation: requiredLine('verification.form.businessLocationRequired').max(200),
  /** The country of the business address, from the one list (the sender's country on shipments). */
  businessCountry: z.enum(COUNTRY_NAMES, contractMessage('orders.form.countryRequired')).optional(),
  yearEstablished: yearEstablishedSchema,
  businessDescription: requiredText('verification.form.businessDescriptionRequired').max(3000),
  primaryProducts: requiredText('verification.form.primaryProductsRequired').max(1000),
  exportExperience: multiLineText().max(1000).optional().default(''),
  certifications: multiLineText().max(1000).optional().default(''),
});

export const contactDetailsSchema = z.object({
  contactPerson: requiredLine('verification.form.contactPersonRequired').max(120),
  contactPhone: requiredLine('verification.form.contactPhoneRequired').max(40),
  contactEmail: emailSchema,
  businessAddress: requiredText('verification.form.businessAddressRequired').max(300),
  website: z
    .union([z.literal(''), z.url(contractMessage('verification.form.websiteInvalid')).check(singleLine)])
    .optional()
    .default(''),
});

export const onboardingRequest = z.object({
  business: businessInfoSchema,
  contact: contactDetailsSchema,
  documentIds: z.array(z.uuid()).max(4).optional().default([]),
  product: productInput.refine((p) => (p.imageIds?.length ?? 0) > 0, {
    path: ['imageIds'],
    ...contractMessage('verification.form.productImageRequired'),
  }),
});
export type OnboardingRequest = z.input<typeof onboardingRequest>;

export const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'INFO_REQUESTED'] as const;

export const verificationDocumentDto = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  filename: z.string(),
  bytes: z.number().int(),
  mime: z.string(),
  url: z.string(),
});

export const applicationDto = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  // As stored: plain fields (the input rules are checked when the details are given; an answer must not fail on text
  // stored before a rule was added, nor on a founding year read back on another day).
  business: z.object({
    businessName: z.string(),
    businessType: z.enum(BUSINESS_TYPES),
    businessLocation: z.string(),
    businessCountry: z.string().optional(),
    yearEstablished: z.number().int(),
    businessDescription: z.string(),
    primaryProducts: z.string(),
    exportExperience: z.string(),
    certifications: z.string(),
  }),
  contact: z.object({
    contactPerson: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    businessAddress: z.string(),
    website: z.string(),
  }),
  documents: z.array(verificationDocumentDto),
  productId: z.string().nullable(),
  decisionReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplicationDto = z.infer<typeof applicationDto>;
