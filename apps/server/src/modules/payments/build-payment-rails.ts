import { randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { MpesaPaymentProvider } from './mpesa-provider.ts';
import { MpesaSandbox } from './mpesa-sandbox.ts';
import { PaymentRails, type TestServices } from './payment-rails.ts';
import { MomoPaymentProvider } from './momo-provider.ts';
import { FlutterwavePaymentProvider } from './flutterwave-provider.ts';
import { FlutterwaveSandbox } from './flutterwave-sandbox.ts';
import { MomoSandbox } from './momo-sandbox.ts';
import { MOMO_CURRENCIES } from './momo-contract.ts';
import { PayPalPaymentProvider } from './paypal-provider.ts';
import { PaystackPaymentProvider } from './paystack-provider.ts';
import { PaystackSandbox } from './paystack-sandbox.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

/** The currency MTN collects in for each target environment (its own sandbox collects EUR). */
const MOMO_ENVIRONMENT_CURRENCY = { sandbox: 'EUR', mtnghana: 'GHS', mtnuganda: 'UGX', mtnivorycoast: 'XOF' } as const;

/** Where the built-in Paystack stand-in's pages are served (payments/test-mode.routes.ts). */
export const PAYSTACK_SANDBOX_PATH = '/sandbox/paystack';
/** Where the built-in Flutterwave stand-in's hosted page is served. */
export const FLUTTERWAVE_SANDBOX_PATH = '/sandbox/flutterwave';

/**
 * A `fetch` that answers from the built-in stand-in, in process (TEST MODE: no network, no money). The adapter
 * cannot tell it from Paystack: same requests, same answers.
 */
export function sandboxFetch(sandbox: Pick<PaystackSandbox, 'handle'>): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await sandbox.handle({
      method: init?.method ?? 'GET',
      url: `${url.pathname.replace(/^\/sandbox-api/, '')}${url.search}`,
      headers,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** The rails PAYMENTS_PROVIDER lists, in its order (the first is the default). */
export function buildPaymentRails(config: Config, db: Db, clock: Clock): PaymentRails {
  const testServices: TestServices = {};
  const rails: PaymentProvider[] = config.PAYMENTS_PROVIDER.map((name) => {
    if (name === 'paypal')
      return new PayPalPaymentProvider({
        clientId: config.PAYPAL_CLIENT_ID!,
        clientSecret: config.PAYPAL_CLIENT_SECRET!,
        apiBase: config.PAYPAL_API_BASE,
        webhookId: config.PAYPAL_WEBHOOK_ID,
        returnUrl: `${config.publicUrl}/checkout/return`,
        cancelUrl: `${config.publicUrl}/checkout?cancelled=1`,
      });
    if (name === 'paystack') {
      if (config.PAYSTACK_SECRET_KEY)
        return new PaystackPaymentProvider({
          secretKey: config.PAYSTACK_SECRET_KEY,
          apiBase: config.PAYSTACK_API_BASE,
          currencies: config.PAYSTACK_CURRENCIES,
          testMode: config.PAYSTACK_SECRET_KEY.startsWith('sk_test_'),
          timeoutMs: config.PAYMENTS_TIMEOUT_MS,
        });
      // TEST MODE: a per-process key (never a secret worth keeping) and the stand-in behind an in-process fetch.
      const secretKey = `sk_test_${randomBytes(20).toString('hex')}`;
      const sandbox = new PaystackSandbox({ secretKey, pageBase: PAYSTACK_SANDBOX_PATH, sameOrigin: true });
      testServices.paystack = sandbox;
      return new PaystackPaymentProvider({
        secretKey,
        apiBase: 'http://paystack.sandbox/sandbox-api',
        currencies: config.PAYSTACK_CURRENCIES,
        testMode: true,
        fetch: sandboxFetch(sandbox),
      });
    }
    if (name === 'flutterwave') {
      if (config.FLUTTERWAVE_SECRET_KEY)
        return new FlutterwavePaymentProvider(
          {
            secretKey: config.FLUTTERWAVE_SECRET_KEY,
            secretHash: config.FLUTTERWAVE_SECRET_HASH!,
            apiBase: config.FLUTTERWAVE_API_BASE,
            currencies: config.FLUTTERWAVE_CURRENCIES,
            testMode: config.FLUTTERWAVE_SECRET_KEY.startsWith('FLWSECK_TEST'),
            timeoutMs: config.PAYMENTS_TIMEOUT_MS,
          },
          db,
          clock,
        );
      // TEST MODE: a per-process key and hash, the stand-in behind an in-process fetch.
      const secretKey = `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`;
      const secretHash = randomBytes(16).toString('hex');
      const sandbox = new FlutterwaveSandbox({
        secretKey,
        secretHash,
        pageBase: FLUTTERWAVE_SANDBOX_PATH,
        sameOrigin: true,
      });
      testServices.flutterwave = sandbox;
      return new FlutterwavePaymentProvider(
        {
          secretKey,
          secretHash,
          apiBase: 'http://flutterwave.sandbox/sandbox-api',
          currencies: config.FLUTTERWAVE_CURRENCIES,
          testMode: true,
          timeoutMs: config.PAYMENTS_TIMEOUT_MS,
          fetch: sandboxFetch(sandbox),
        },
        db,
        clock,
      );
    }
    if (name === 'mpesa') {
      const common = { callbackBase: config.publicUrl, timeoutMs: config.PAYMENTS_TIMEOUT_MS };
      if (config.MPESA_CONSUMER_KEY)
        return new MpesaPaymentProvider(
          {
            ...common,
            consumerKey: config.MPESA_CONSUMER_KEY,
            consumerSecret: config.MPESA_CONSUMER_SECRET!,
            shortcode: config.MPESA_SHORTCODE!,
            passkey: config.MPESA_PASSKEY!,
            apiBase: config.MPESA_API_BASE,
            testMode: config.MPESA_API_BASE.includes('sandbox'),
          },
          db,
          clock,
        );
      // TEST MODE: per-process credentials and the Daraja stand-in behind an in-process fetch.
      const credentials = {
        consumerKey: randomBytes(12).toString('hex'),
        consumerSecret: randomBytes(20).toString('hex'),
        shortcode: '174379',
        passkey: randomBytes(24).toString('hex'),
      };
      const sandbox = new MpesaSandbox(credentials);
      testServices.mpesa = sandbox;
      return new MpesaPaymentProvider(
        {
          ...common,
          ...credentials,
          apiBase: 'http://daraja.sandbox/sandbox-api',
          testMode: true,
          fetch: sandboxFetch(sandbox),
        },
        db,
        clock,
      );
    }
    if (name === 'momo') {
      const timeoutMs = config.PAYMENTS_TIMEOUT_MS;
      if (config.MOMO_SUBSCRIPTION_KEY)
        return new MomoPaymentProvider({
          subscriptionKey: config.MOMO_SUBSCRIPTION_KEY,
          apiUser: config.MOMO_API_USER!,
          apiKey: config.MOMO_API_KEY!,
          targetEnvironment: config.MOMO_TARGET_ENVIRONMENT,
          currencies: [MOMO_ENVIRONMENT_CURRENCY[config.MOMO_TARGET_ENVIRONMENT]],
          apiBase: config.MOMO_API_BASE,
          testMode: config.MOMO_TARGET_ENVIRONMENT === 'sandbox',
          timeoutMs,
        });
      // TEST MODE: per-process credentials and the Collections stand-in behind an in-process fetch.
      const credentials = {
        subscriptionKey: randomBytes(16).toString('hex'),
        apiUser: randomUUID(),
        apiKey: randomBytes(16).toString('hex'),
        targetEnvironment: 'sandbox',
      };
      const sandbox = new MomoSandbox(credentials);
      testServices.momo = sandbox;
      return new MomoPaymentProvider({
        ...credentials,
        currencies: MOMO_CURRENCIES,
        apiBase: 'http://momo.sandbox/sandbox-api',
        testMode: true,
        timeoutMs,
        fetch: sandboxFetch(sandbox),
      });
    }
    return new SandboxPaymentProvider(db, clock);
  });
  return new PaymentRails(rails, testServices);
}
