import { eq } from 'drizzle-orm';
import type { BankDetailsDto, BankDetailsInput } from '@app/shared/bank-details';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { bankDetails } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';
import { mask, toBankDetailsDto } from '../bank-details-dto.ts';

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
    return toBankDetailsDto(row);
  });
}
