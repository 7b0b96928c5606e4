import { z } from 'zod';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  BANK_LIMITS,
  IBAN_PATTERN,
  SWIFT_CODE_PATTERN,
  type BankDetailsDto,
  type BankDetailsRequest,
} from '@app/shared/bank-details';

/** The bank details form of Settings > Billing: values, client checks (the server's rules) and the request. */

export const BANK_FIELDS = [
  'bankName',
  'bankCountry',
  'accountHolderName',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'iban',
  'bankAddress',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

export type BankFormValues = Record<BankField, string> & { removeIban: boolean };

/**
 * Form values for the saved details. The account number and IBAN are only known masked, so they start blank:
 * left blank they keep the saved value.
 */
export function formFromDetails(saved: BankDetailsDto | null): BankFormValues {
  return {
    bankName: saved?.bankName ?? '',
    bankCountry: saved?.bankCountry ?? '',
    accountHolderName: saved?.accountHolderName ?? '',
    accountNumber: '',
    routingNumber: saved?.routingNumber ?? '',
    swiftCode: saved?.swiftCode ?? '',
    iban: '',
    bankAddress: saved?.bankAddress ?? '',
    removeIban: false,
  };
}

/** Message keys (settings namespace) of the client checks. */
export const BANK_MESSAGES = {
  bankNameRequired: 'billing.bank.errors.bankNameRequired',
  bankCountryRequired: 'billing.bank.errors.bankCountryRequired',
  holderRequired: 'billing.bank.errors.holderRequired',
  accountNumberRequired: 'billing.bank.errors.accountNumberRequired',
  accountNumberInvalid: 'billing.bank.errors.accountNumberInvalid',
  swiftInvalid: 'billing.bank.errors.swiftInvalid',
  ibanInvalid: 'billing.bank.errors.ibanInvalid',
  tooLong: 'billing.bank.errors.tooLong',
} as const;

/**
 * The same rules as the server's contract, with translated messages. `hasSavedAccount`: an account number is
 * already saved, so the field may stay blank.
 */
export function bankFormSchema(
  msg: (key: string, values?: Record<string, unknown>) => string,
  hasSavedAccount: boolean,
) {
  const max = (n: number) => msg(BANK_MESSAGES.tooLong, { max: n });
  const optionalPattern = (re: RegExp, key: string) =>
    z
      .string()
      .trim()
      .refine((v) => v === '' || re.test(v), { message: msg(key) });
  return z.object({
    bankName: z
      .string()
      .trim()
      .min(1, msg(BANK_MESSAGES.bankNameRequired))
      .max(BANK_LIMITS.bankName, max(BANK_LIMITS.bankName)),
    bankCountry: z
      .string()
      .trim()
      .min(1, msg(BANK_MESSAGES.bankCountryRequired))
      .max(BANK_LIMITS.bankCountry, max(BANK_LIMITS.bankCountry)),
    accountHolderName: z
      .string()
      .trim()
      .min(1, msg(BANK_MESSAGES.holderRequired))
      .max(BANK_LIMITS.accountHolderName, max(BANK_LIMITS.accountHolderName)),
    accountNumber: z
      .string()
      .trim()
      .refine((v) => v !== '' || hasSavedAccount, { message: msg(BANK_MESSAGES.accountNumberRequired) })
      .refine((v) => v === '' || BANK_ACCOUNT_NUMBER_PATTERN.test(v), {
        message: msg(BANK_MESSAGES.accountNumberInvalid),
      }),
    routingNumber: z.string().trim().max(BANK_LIMITS.routingNumber, max(BANK_LIMITS.routingNumber)),
    swiftCode: optionalPattern(SWIFT_CODE_PATTERN, BANK_MESSAGES.swiftInvalid),
    iban: optionalPattern(IBAN_PATTERN, BANK_MESSAGES.ibanInvalid),
    bankAddress: z.string().trim().max(BANK_LIMITS.bankAddress, max(BANK_LIMITS.bankAddress)),
    removeIban: z.boolean(),
  });
}

/** The PUT body: trimmed values; a new IBAN wins over "remove the saved IBAN". */
export function toBankRequest(values: BankFormValues): BankDetailsRequest {
  const iban = values.iban.trim();
  return {
    bankName: values.bankName.trim(),
    bankCountry: values.bankCountry.trim(),
    accountHolderName: values.accountHolderName.trim(),
    accountNumber: values.accountNumber.trim(),
    routingNumber: values.routingNumber.trim(),
    swiftCode: values.swiftCode.trim().toUpperCase(),
    iban,
    removeIban: iban === '' && values.removeIban,
    bankAddress: values.bankAddress.trim(),
  };
}

/** The server's field errors (VALIDATION_ERROR details.fields) that belong to a field of this form. */
export function bankFieldErrors(fields: Record<string, string>): Partial<Record<BankField, string>> {
  const out: Partial<Record<BankField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    if ((BANK_FIELDS as readonly string[]).includes(key)) out[key as BankField] = message;
  }
  return out;
}
