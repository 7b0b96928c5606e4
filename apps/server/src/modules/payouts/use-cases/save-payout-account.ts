import type { z } from 'zod';
import { msg } from '@app/shared/error-messages';
import { parseAmountToCents } from '@app/shared/money';
import type { payoutAccountInput, PayoutAccountDto } from '@app/shared/payouts';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { PayoutDestinationRejectedError, ProviderUnavailableError } from '../payout-provider.ts';
import { digitsOf, PROVIDER_NAMES } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';
import { getPayoutAccount } from './get-payout-account.ts';

type Input = z.output<typeof payoutAccountInput>;

/** The minimum typed in the payout currency ("50.00") in its minor units (whole francs for XOF). */
function minimumMinorOf(minimum: string, currency: string): number {
  const cents = parseAmountToCents(minimum) ?? 0;
  const digits = digitsOf(currency);
  return digits === 2 ? cents : Math.round(cents / 10 ** (2 - digits));
}

/**
 * PUT /api/vendor/payout-account: where and when the caller's released money is sent. A bank account or wallet is
 * checked with the provider first (Paystack resolves the account and creates a transfer recipient): a refusal comes
 * back under its field in the vendor's language with the provider's reason, and nothing is saved. The account number
 * itself is never kept. Audited: a changed destination is what an account thief would try first.
 */
export async function savePayoutAccount(deps: Deps, auth: AuthContext, input: Input): Promise<PayoutAccountDto> {
  const vendorId = auth.user.id;
  const existing = await repo.findAccount(deps.db, vendorId);
  const now = deps.clock.now();
  if (input.method === 'manual') {
    await repo.saveAccount(deps.db, {
      vendorId,
      method: 'manual',
      provider: null,
      currency: 'USD',
      accountName: input.accountName,
      bankCode: null,
      bankName: null,
      accountLast4: null,
      phone: null,
      recipientId: null,
      schedule: input.schedule,
      minimumMinor: minimumMinorOf(input.minimum, 'USD'),
      updatedAt: now,
    });
  } else {
    const provider = deps.payouts.forMethod(input.method);
    if (!provider) throw fieldError('method', msg('payouts.methodUnavailable'));
    const providerName = PROVIDER_NAMES[provider.name] ?? provider.name;
    if (!provider.currencies.includes(input.currency))
      throw fieldError(
        'currency',
        msg('payouts.currencyUnsupported', { provider: providerName, currencies: provider.currencies.join(', ') }),
      );
    if (!input.accountName) throw fieldError('accountName', msg('payouts.form.accountNameRequired'));
    const bank = input.method === 'bank';
    // Unchanged bank details may be saved again without retyping the account number (a new schedule or minimum).
    const keep =
      bank &&
      input.accountNumber === '' &&
      existing?.method === 'bank' &&
      existing.bankCode === input.bankCode &&
      existing.currency === input.currency &&
      existing.recipientId !== null;
    if (bank && !input.bankCode) throw fieldError('bankCode', msg('payouts.form.bankRequired'));
    if (bank && !keep && !input.accountNumber)
      throw fieldError('accountNumber', msg('payouts.form.accountNumberInvalid'));
    let recipient = { recipientId: existing?.recipientId ?? '', accountName: input.accountName };
    let bankName = existing?.bankName ?? null;
    if (!keep) {
      try {
        recipient = await provider.prepareRecipient({
          method: input.method,
          currency: input.currency,
          accountName: input.accountName,
          ...(bank ? { accountNumber: input.accountNumber, bankCode: input.bankCode } : { phone: input.phone }),
        });
        if (bank && provider.listBanks)
          bankName = (await provider.listBanks(input.currency)).find((b) => b.code === input.bankCode)?.name ?? null;
      } catch (err) {
        if (err instanceof PayoutDestinationRejectedError)
          throw fieldError(
            bank ? 'accountNumber' : 'phone',
            msg('payouts.destinationRejected', { provider: providerName, reason: err.reason }),
          );
        if (err instanceof ProviderUnavailableError)
          throw new AppError('SERVICE_UNAVAILABLE', msg('payouts.providerUnavailable', { provider: providerName }), {
            retryAfterSeconds: 30,
          });
        throw err;
      }
    }
    await repo.saveAccount(deps.db, {
      vendorId,
      method: input.method,
      provider: provider.name,
      currency: input.currency,
      accountName: recipient.accountName || input.accountName,
      bankCode: bank ? input.bankCode : null,
      bankName: bank ? bankName : null,
      accountLast4: bank ? (keep ? existing.accountLast4 : input.accountNumber.slice(-4)) : null,
      phone: bank ? null : recipient.recipientId,
      recipientId: recipient.recipientId,
      schedule: input.schedule,
      minimumMinor: minimumMinorOf(input.minimum, input.currency),
      updatedAt: now,
    });
  }
  await audit(deps.db, {
    actorId: vendorId,
    action: 'payouts.destination_saved',
    subjectType: 'user',
    subjectId: vendorId,
    data: {
      method: input.method,
      currency: input.method === 'manual' ? 'USD' : input.currency,
      schedule: input.schedule,
    },
  });
  return getPayoutAccount(deps, auth);
}
