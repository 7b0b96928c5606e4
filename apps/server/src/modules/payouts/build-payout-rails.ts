import type { Config } from '../../config.ts';
import { buildPayoutProvider, type PayoutTestServices } from './build-payout-provider.ts';
import { PayoutRails } from './payout-rails.ts';
import type { PayoutProvider } from './payout-provider.ts';

/** Every payout provider PAYOUTS_PROVIDER lists, each real with its keys or in TEST MODE without (issue 17). */
export function buildPayoutRails(config: Config): PayoutRails {
  const list: PayoutProvider[] = [];
  const testServices: PayoutTestServices = {};
  for (const name of config.PAYOUTS_PROVIDER) {
    if (name === 'manual') continue;
    const built = buildPayoutProvider({
      provider: name,
      production: config.isProduction,
      publicUrl: config.publicUrl,
      timeoutMs: config.PAYMENTS_TIMEOUT_MS,
      paystack: {
        secretKey: config.PAYSTACK_SECRET_KEY,
        apiBase: config.PAYSTACK_API_BASE,
        currencies: config.PAYSTACK_CURRENCIES,
      },
      // The Daraja app keys are shared with M-Pesa payments: they count for payouts only with the B2C keys.
      mpesa: {
        ...(config.MPESA_B2C_SECURITY_CREDENTIAL
          ? { consumerKey: config.MPESA_CONSUMER_KEY, consumerSecret: config.MPESA_CONSUMER_SECRET }
          : {}),
        apiBase: config.MPESA_API_BASE,
        shortcode: config.MPESA_B2C_SHORTCODE,
        initiatorName: config.MPESA_B2C_INITIATOR_NAME,
        securityCredential: config.MPESA_B2C_SECURITY_CREDENTIAL,
      },
      momo: {
        subscriptionKey: config.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY,
        apiUser: config.MOMO_DISBURSEMENT_API_USER,
        apiKey: config.MOMO_DISBURSEMENT_API_KEY,
        targetEnvironment: config.MOMO_TARGET_ENVIRONMENT,
        apiBase: config.MOMO_API_BASE,
      },
    });
    if (built.provider) list.push(built.provider);
    Object.assign(testServices, built.testServices);
  }
  return new PayoutRails(list, testServices);
}
