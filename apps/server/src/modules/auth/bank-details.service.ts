import { eq, inArray } from 'drizzle-orm';
import type { BankDetailsDto, BankDetailsInput } from '@app/shared/bank-details';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { bankDetails } from './auth.schema.ts';
import type { AuthContext } from './auth.types.ts';
import { msg } from '@app/shared/error-messages';

/** "•••• 6789": the last four characters only. */
export function mask(value: string): string {
  const v = value.replace(/\s+/g, '');
  return v.length <= 4 ? '•'.repeat(v.length) : `•••• ${v.slice(-4)}`;
}

function toDto(row: typeof bankDetails.$inferSelect): BankDetailsDto {
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

export async function getBankDetails(deps: Deps, auth: AuthContext): Promise<BankDetailsDto | null> {
  const [row] = await deps.db.select().from(bankDetails).where(eq(bankDetails.userId, auth.user.id));
  return row ? toDto(row) : null;
}

/**
 * Saves (creates or replaces) the caller's bank details. The account number and IBAN are only shown masked, so a blank
 * one keeps the saved value; the first save needs the account number. `removeIban` clears the IBAN.
 */
export async function saveBankDetails(deps: Deps, auth: AuthContext, input: BankDetailsInput): Promise<BankDetailsDto> {
  const compact = (v: string) => v.replace(/\s+/g, '');
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx.select().from(bankDetails).where(eq(bankDetails.userId, auth.user.id)).for('update');
    const accountNumber = compact(input.accountNumber) || saved?.accountNumber;
    if (!accountNumber) {
      throw new AppError('VALIDATION_ERROR', msg('auth.form.accountNumberInvalid'), {
        fields: { accountNumber: msg('auth.form.accountNumberInvalid') },
      });
    }
    const iban = input.removeIban ? '' : compact(input.iban) || (saved?.iban ?? '');
    const row = {
      userId: auth.user.id,
      bankName: input.bankName,
      bankCountry: input.bankCountry,
      accountHolderName: input.accountHolderName,
      accountNumber,
      routingNumber: input.routingNumber,
      swiftCode: input.swiftCode.toUpperCase(),
      iban: iban.toUpperCase(),
      bankAddress: input.bankAddress,
      updatedAt: deps.clock.now(),
    };
    await tx.insert(bankDetails).values(row).onConflictDoUpdate({ target: bankDetails.userId, set: row });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'account.bank_details_saved',
      subjectType: 'user',
      subjectId: auth.user.id,
      data: { bankName: input.bankName, account: mask(accountNumber) },
    });
    return toDto(row);
  });
}

export interface PayoutDestination {
  bankName: string;
  bankCountry: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
  bankAddress: string;
}

/** Where each vendor is paid: the full details, for the admins who record payouts (admin routes only). */
export async function payoutDestinations(db: DbOrTx, userIds: string[]): Promise<Map<string, PayoutDestination>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(bankDetails).where(inArray(bankDetails.userId, userIds));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        bankName: r.bankName,
        bankCountry: r.bankCountry,
        accountHolderName: r.accountHolderName,
        accountNumber: r.accountNumber,
        routingNumber: r.routingNumber,
        swiftCode: r.swiftCode,
        iban: r.iban,
        bankAddress: r.bankAddress,
      },
    ]),
  );
}
