import type { BankDetailsDto } from '@app/shared/bank-details';
import type { bankDetails } from './auth.schema.ts';

/** Shared by the bank details use cases (use-cases/get-bank-details.ts, use-cases/save-bank-details.ts). */

/** "•••• 6789": the last four characters only. */
export function mask(value: string): string {
  const v = value.replace(/\s+/g, '');
  return v.length <= 4 ? '•'.repeat(v.length) : `•••• ${v.slice(-4)}`;
}

/** The caller's own bank details as shown back to them: account number and IBAN masked. */
export function toBankDetailsDto(row: typeof bankDetails.$inferSelect): BankDetailsDto {
  return {
    bankName: row.bankName,
    bankCountry: row.bankCountry,
    accountHolderName: row.accountHolderName,
    accountNumberMasked: mask(row.accountNumber),
    routingNumber: row.routingNumber,
    swiftCode: row.swiftCode,
    ibanMasked: row.iban ? mask(row.iban) : '',
    bankAddress: row.bankAddress,
    updatedAt: row.updatedAt.toISOString(),
  };
}
