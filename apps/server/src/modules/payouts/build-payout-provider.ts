/**
 * Chooses the payout provider from plain options (the environment, parsed by config.ts). With no keys the real adapter
 * runs against its built-in stand-in in process (TEST MODE: no network, no money), as payments/build-payment-rails.ts
 * does for payment rails; in production that is refused. `manual` means no provider: an operator pays and records.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MOMO_ENVIRONMENT_CURRENCY } from './momo-disbursement-contract.ts';
import { MomoDisbursementProvider } from './momo-disbursement-provider.ts';
import { MomoDisbursementSandbox } from './momo-disbursement-sandbox.ts';
import { MpesaB2cProvider } from './mpesa-b2c-provider.ts';
import { MpesaB2cSandbox } from './mpesa-b2c-sandbox.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { STAND_IN_PATH, standInFetch } from './payout-stand-in.ts';
import { PaystackTransfersProvider } from './paystack-transfers-provider.ts';
import { PaystackTransfersSandbox } from './paystack-transfers-sandbox.ts';

export interface PayoutProviderOptions {
  /** PAYOUTS_PROVIDER. */
  provider: 'manual' | 'paystack' | 'mpesa' | 'momo';
  /** NODE_ENV === 'production': TEST MODE is refused. */
  production: boolean;
  /** PUBLIC_URL: the base of the callback addresses M-Pesa and MoMo are given. */
  publicUrl: string;
  /** PAYMENTS_TIMEOUT_MS. */
  timeoutMs?: number;
  paystack?: { secretKey?: string; apiBase?: string; currencies?: readonly string[] };
  mpesa?: {
    consumerKey?: string;
    consumerSecret?: string;
    apiBase?: string;
    shortcode?: string;
    initiatorName?: string;
    securityCredential?: string;
  };
  momo?: { subscriptionKey?: string; apiUser?: string; apiKey?: string; targetEnvironment?: string; apiBase?: string };
}

/** The stand-ins running in TEST MODE, for the app to wire (webhook and callback targets) and for tests to drive. */
export interface PayoutTestServices {
  paystack?: PaystackTransfersSandbox;
  mpesa?: MpesaB2cSandbox;
  momo?: MomoDisbursementSandbox;
}

export interface BuiltPayoutProvider {
  provider: PayoutProvider | null;
  testServices: PayoutTestServices;
}

/** All of `values` set, none set (TEST MODE), or a configuration error naming the missing ones. */
function keysSet(provider: string, values: Record<string, string | undefined>, production: boolean): boolean {
  const missing = Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 0) return true;
  if (missing.length < Object.keys(values).length)
    throw new Error(`Payouts through ${provider} need ${missing.join(', ')} as well`);
  if (production) throw new Error(`Payouts through ${provider} need ${missing.join(', ')} in production`);
  return false;
}

const TEST_API = (host: string) => `http://${host}.sandbox${STAND_IN_PATH}`;

export function buildPayoutProvider(options: PayoutProviderOptions): BuiltPayoutProvider {
  const testServices: PayoutTestServices = {};
  const { timeoutMs, publicUrl, production } = options;
  if (options.provider === 'paystack') {
    const p = options.paystack ?? {};
    if (keysSet('Paystack', { PAYSTACK_SECRET_KEY: p.secretKey }, production))
      return {
        provider: new PaystackTransfersProvider({
          secretKey: p.secretKey!,
          apiBase: p.apiBase ?? 'https://api.paystack.co',
          currencies: p.currencies,
          testMode: p.secretKey!.startsWith('sk_test_'),
          timeoutMs,
        }),
        testServices,
      };
    const secretKey = `sk_test_${randomBytes(20).toString('hex')}`;
    const sandbox = new PaystackTransfersSandbox({ secretKey, autoSettle: true });
    testServices.paystack = sandbox;
    const provider = new PaystackTransfersProvider({
      secretKey,
      apiBase: TEST_API('paystack'),
      currencies: p.currencies,
      testMode: true,
      timeoutMs,
      fetch: standInFetch(sandbox),
    });
    return { provider, testServices };
  }
  if (options.provider === 'mpesa') {
    const m = options.mpesa ?? {};
    const keys = {
      MPESA_CONSUMER_KEY: m.consumerKey,
      MPESA_CONSUMER_SECRET: m.consumerSecret,
      MPESA_B2C_SHORTCODE: m.shortcode,
      MPESA_B2C_INITIATOR_NAME: m.initiatorName,
      MPESA_B2C_SECURITY_CREDENTIAL: m.securityCredential,
    };
    if (keysSet('M-Pesa B2C', keys, production)) {
      const apiBase = m.apiBase ?? 'https://sandbox.safaricom.co.ke';
      return {
        provider: new MpesaB2cProvider({
          consumerKey: m.consumerKey!,
          consumerSecret: m.consumerSecret!,
          shortcode: m.shortcode!,
          initiatorName: m.initiatorName!,
          securityCredential: m.securityCredential!,
          apiBase,
          callbackBase: publicUrl,
          testMode: apiBase.includes('sandbox'),
          timeoutMs,
        }),
        testServices,
      };
    }
    const credentials = {
      consumerKey: randomBytes(12).toString('hex'),
      consumerSecret: randomBytes(20).toString('hex'),
      shortcode: '600000',
      initiatorName: 'testapi',
      securityCredential: randomBytes(32).toString('base64'),
    };
    const sandbox = new MpesaB2cSandbox({ ...credentials, autoSettle: true });
    testServices.mpesa = sandbox;
    const provider = new MpesaB2cProvider({
      ...credentials,
      apiBase: TEST_API('daraja'),
      callbackBase: publicUrl,
      testMode: true,
      timeoutMs,
      fetch: standInFetch(sandbox),
    });
    return { provider, testServices };
  }
  if (options.provider === 'momo') {
    const m = options.momo ?? {};
    const targetEnvironment = m.targetEnvironment ?? 'sandbox';
    const keys = {
      MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: m.subscriptionKey,
      MOMO_DISBURSEMENT_API_USER: m.apiUser,
      MOMO_DISBURSEMENT_API_KEY: m.apiKey,
    };
    if (keysSet('MTN MoMo Disbursement', keys, production)) {
      const currency = MOMO_ENVIRONMENT_CURRENCY[targetEnvironment];
      if (!currency) throw new Error(`Unknown MTN MoMo target environment ${targetEnvironment}`);
      return {
        provider: new MomoDisbursementProvider({
          subscriptionKey: m.subscriptionKey!,
          apiUser: m.apiUser!,
          apiKey: m.apiKey!,
          targetEnvironment,
          currencies: [currency],
          apiBase: m.apiBase ?? 'https://sandbox.momodeveloper.mtn.com',
          callbackBase: publicUrl,
          testMode: targetEnvironment === 'sandbox',
          timeoutMs,
        }),
        testServices,
      };
    }
    const credentials = {
      subscriptionKey: randomBytes(16).toString('hex'),
      apiUser: randomUUID(),
      apiKey: randomBytes(16).toString('hex'),
      targetEnvironment: 'sandbox',
    };
    const sandbox = new MomoDisbursementSandbox({ ...credentials, autoSettle: true });
    testServices.momo = sandbox;
    const provider = new MomoDisbursementProvider({
      ...credentials,
      currencies: ['GHS', 'UGX', 'XOF'],
      apiBase: TEST_API('momo'),
      callbackBase: publicUrl,
      testMode: true,
      timeoutMs,
      fetch: standInFetch(sandbox),
    });
    return { provider, testServices };
  }
  return { provider: null, testServices };
}
