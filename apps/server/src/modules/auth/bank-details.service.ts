import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { audit } from '../audit/audit.service.ts';
import { bankDetails } from './auth.schema.ts';
import type { AuthContext } from './auth.types.ts';

export interface BankDetailsInput {
  bankName: string;
  bankCountry: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
  bankAddress: string;
}

/** "•••• 6789": the last four characters only. */
export function mask(value: string): string {
  const v = value.replace(/\s+/g, '');
  return v.length <= 4 ? '•'.repeat(v.length) : `•••• ${v.slice(-4)}`;
}

function toDto(row: typeof bankDetails.$inferSelect) {
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

export async function getBankDetails(deps: Deps, auth: AuthContext) {
  const [row] = await deps.db.select().from(bankDetails).where(eq(bankDetails.userId, auth.user.id));
  return row ? toDto(row) : null;
}

export async function saveBankDetails(deps: Deps, auth: AuthContext, input: BankDetailsInput) {
  const row = { userId: auth.user.id, ...input, accountNumber: input.accountNumber.replace(/\s+/g, ''), iban: input.iban.replace(/\s+/g, ''), updatedAt: deps.clock.now() };
  await deps.db.insert(bankDetails).values(row).onConflictDoUpdate({ target: bankDetails.userId, set: row });
  await audit(deps.db, { actorId: auth.user.id, action: 'account.bank_details_saved', subjectType: 'user', subjectId: auth.user.id, data: { bankName: input.bankName, account: mask(row.accountNumber) } });
  return toDto(row);
}
