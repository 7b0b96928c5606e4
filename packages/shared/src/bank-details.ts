import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Bank details a vendor is paid out to (Settings > Billing): PUT/GET /api/me/bank-details. */

export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9A-Za-z -]{4,34}$/;
/** SWIFT/BIC: 8 or 11 characters (bank, country, location, optional branch). */
export const SWIFT_CODE_PATTERN = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;
/** IBAN: country, check digits, then 10 to 32 letters or digits (spaces allowed). */
export const IBAN_PATTERN = /^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,32}$/;

export const BANK_LIMITS = {
  bankName: 120,
  bankCountry: 80,
  accountHolderName: 120,
  routingNumber: 40,
  bankAddress: 300,
} as const;

/**
 * The account number and IBAN are only ever shown masked, so an edit may leave them blank: blank keeps the saved
 * value (a first save needs the account number). `removeIban` clears a saved IBAN.
 */
export const bankDetailsRequest = z.object({
  bankName: singleLineText().min(1, contractMessage('auth.form.bankNameRequired')).max(BANK_LIMITS.bankName),
  bankCountry: singleLineText().min(1, contractMessage('auth.form.bankCountryRequired')).max(BANK_LIMITS.bankCountry),
  accountHolderName: singleLineText()
    .min(1, contractMessage('auth.form.accountHolderRequired'))
    .max(BANK_LIMITS.accountHolderName),
  accountNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || BANK_ACCOUNT_NUMBER_PATTERN.test(v), contractMessage('auth.form.accountNumberInvalid'))
    .default(''),
  routingNumber: singleLineText().max(BANK_LIMITS.routingNumber).default(''),
  swiftCode: z
    .string()
    .trim()
    .refine((v) => v === '' || SWIFT_CODE_PATTERN.test(v), contractMessage('auth.form.swiftInvalid'))
    .default(''),
  iban: z
    .string()
    .trim()
    .refine((v) => v === '' || IBAN_PATTERN.test(v), contractMessage('auth.form.ibanInvalid'))
    .default(''),
  removeIban: z.boolean().default(false),
  bankAddress: multiLineText().max(BANK_LIMITS.bankAddress).default(''),
});
export type BankDetailsRequest = z.input<typeof bankDetailsRequest>;
export type BankDetailsInput = z.output<typeof bankDetailsRequest>;

export const bankDetailsDto = z.object({
  bankName: z.string(),
  bankCountry: z.string(),
  accountHolderName: z.string(),
  /** "•••• 6789": the last four characters only. */
  accountNumberMasked: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  /** Masked like the account number; '' when none. */
  ibanMasked: z.string(),
  bankAddress: z.string(),
  updatedAt: z.string(),
});
export type BankDetailsDto = z.infer<typeof bankDetailsDto>;

export const bankDetailsResponse = z.object({ bankDetails: bankDetailsDto.nullable() });
export type BankDetailsResponse = z.infer<typeof bankDetailsResponse>;
