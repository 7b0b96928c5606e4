import type { PayoutAccountDto } from '@app/shared/payouts';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { accountDto, toPayoutDto } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';
import { PROVIDER_OF_METHOD } from '../payout-rails.ts';

/** GET /api/vendor/payout-account: where the caller is paid, the ways offered here, and their recent payouts. */
export async function getPayoutAccount(deps: Deps, auth: AuthContext): Promise<PayoutAccountDto> {
  const [account, rows] = await Promise.all([
    repo.findAccount(deps.db, auth.user.id),
    repo.payoutsOfVendor(deps.db, auth.user.id),
  ]);
  const options: PayoutAccountDto['options'] = [
    { method: 'manual', provider: null, currencies: ['USD'], testMode: false, wholeUnits: false },
  ];
  for (const method of ['bank', 'mpesa', 'momo'] as const) {
    const provider = deps.payouts.find(PROVIDER_OF_METHOD[method]);
    if (provider)
      options.push({
        method,
        provider: provider.name,
        currencies: [...provider.currencies],
        testMode: provider.testMode,
        wholeUnits: provider.wholeUnits,
      });
  }
  return { account: account ? accountDto(account) : null, options, payouts: rows.map(toPayoutDto) };
}
