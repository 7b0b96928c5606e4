/**
 * The payout providers configured (PAYOUTS_PROVIDER), by the destination each pays: bank accounts through Paystack
 * Transfers, M-Pesa wallets through B2C, MTN MoMo wallets through Disbursement. `manual` is always offered.
 */
import type { PayoutAccountMethod } from './payouts.schema.ts';
import type { PayoutProvider, PayoutProviderName } from './payout-provider.ts';
import type { PayoutTestServices } from './build-payout-provider.ts';

export const PROVIDER_OF_METHOD: Record<Exclude<PayoutAccountMethod, 'manual'>, PayoutProviderName> = {
  bank: 'paystack',
  mpesa: 'mpesa',
  momo: 'momo',
};

export class PayoutRails {
  constructor(
    readonly list: readonly PayoutProvider[],
    readonly testServices: PayoutTestServices = {},
  ) {}

  find(name: string | null | undefined): PayoutProvider | undefined {
    return this.list.find((p) => p.name === name);
  }

  /** The provider that pays a destination of this kind, when configured. */
  forMethod(method: PayoutAccountMethod): PayoutProvider | undefined {
    return method === 'manual' ? undefined : this.find(PROVIDER_OF_METHOD[method]);
  }
}
