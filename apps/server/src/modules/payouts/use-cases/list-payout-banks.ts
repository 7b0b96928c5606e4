import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { ProviderUnavailableError } from '../payout-provider.ts';
import { PROVIDER_NAMES } from '../payout-steps.ts';

/** GET /api/vendor/payout-banks?currency=NGN: the banks Paystack pays in a currency, for the vendor's choice. */
export async function listPayoutBanks(
  deps: Deps,
  currency: string,
): Promise<{ banks: { code: string; name: string }[] }> {
  const provider = deps.payouts.forMethod('bank');
  if (!provider?.listBanks) throw new AppError('NOT_FOUND', msg('payouts.methodUnavailable'));
  try {
    return { banks: await provider.listBanks(currency) };
  } catch (err) {
    if (err instanceof ProviderUnavailableError)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        msg('payouts.providerUnavailable', { provider: PROVIDER_NAMES.paystack! }),
        {
          retryAfterSeconds: 30,
        },
      );
    throw err;
  }
}
