import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_RAILS } from '@app/shared/payments';
import { PAYSTACK_CURRENCIES } from './modules/payments/paystack-contract.ts';
import { FLUTTERWAVE_CURRENCIES } from './modules/payments/flutterwave-contract.ts';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes'));

/** A comma-separated list of known values ("NGN, GHS"), deduplicated, in its order; at least one. */
const csvList = <T extends string>(values: readonly [T, ...T[]], def: string, letterCase: 'lower' | 'upper') =>
  z
    .string()
    .default(def)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((x) => (letterCase === 'lower' ? x.trim().toLowerCase() : x.trim().toUpperCase()))
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(values, { error: `each must be one of ${values.join(', ')}` })).min(1, 'name at least one'));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('AfriBridge Trade <no-reply@afribridge.example>'),
    SUPPORT_EMAIL: z.email().default('support@afribridge.example'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
    /** TEST MODE: admins may move the server's clock forward (browser tests of dates passing). Never in production. */
    CLOCK_CONTROL: z.enum(['true', 'false']).default('false'),
    COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_REQUESTS: z.enum(['auto', 'all', 'errors']).default('auto'),
    WEB_DIST_DIR: z.string().optional(),
    RATE_LIMIT_AUTH_PER_15MIN: z.coerce.number().int().min(1).default(20),
    /** Redis for the rate-limit counters shared by every process; without it they are kept in the database */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** the start of every key this app writes in Redis, for a Redis shared with other applications */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only, at most 64')
      .default('afb:'),
    MAIL_POLL_MS: z.coerce.number().int().min(100).default(2000),
    BROWSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** server processes sharing the port, one per core at most useful (node:cluster; PostgreSQL only) */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * this process takes part in the periodic jobs and sends the e-mail outbox. On PostgreSQL any number of processes
     * may (pg-boss runs each job once per period over all of them; the outbox is claimed with SKIP LOCKED).
     */
    BACKGROUND_JOBS: bool(true),
    /** SIGTERM: how long requests and job runs in progress may take to end before the process exits anyway */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** the embedded database's buffer pool (PostgreSQL's shared_buffers); more is faster on a large catalogue */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, 'must be a size such as 16MB or 256MB')
      .default('16MB'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The payment rails offered at checkout, comma-separated; the first is the default (issue 16). */
    PAYMENTS_PROVIDER: csvList(PAYMENT_RAILS, 'sandbox,paystack,flutterwave,mpesa,momo', 'lower'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    /** Unset: Paystack runs in TEST MODE against the built-in stand-in (no money moves). */
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w{8,}$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)')
      .optional(),
    PAYSTACK_API_BASE: z.url().default('https://api.paystack.co'),
    PAYSTACK_CURRENCIES: csvList(PAYSTACK_CURRENCIES, 'NGN,GHS,KES,ZAR', 'upper'),
    /** Flutterwave Standard. Unset: Flutterwave runs in TEST MODE against the built-in stand-in. */
    FLUTTERWAVE_SECRET_KEY: z
      .string()
      .regex(/^FLWSECK(_TEST)?-\w{8,}(-X)?$/, 'must be a Flutterwave secret key (FLWSECK_TEST-... or FLWSECK-...)')
      .optional(),
    /** The secret hash set on Flutterwave's dashboard; webhooks carry it in verif-hash. */
    FLUTTERWAVE_SECRET_HASH: z.string().min(16, 'must be at least 16 characters').optional(),
    FLUTTERWAVE_API_BASE: z.url().default('https://api.flutterwave.com'),
    FLUTTERWAVE_CURRENCIES: csvList(FLUTTERWAVE_CURRENCIES, 'NGN,GHS,KES,UGX,XOF,ZAR', 'upper'),
    /** M-Pesa Express (Daraja). All four unset: M-Pesa runs in TEST MODE against the built-in stand-in. */
    MPESA_CONSUMER_KEY: z.string().min(8).optional(),
    MPESA_CONSUMER_SECRET: z.string().min(8).optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'must be the 5 to 7 digit paybill or till number')
      .optional(),
    MPESA_PASSKEY: z.string().min(16).optional(),
    MPESA_API_BASE: z.url().default('https://sandbox.safaricom.co.ke'),
    /** MTN MoMo Collections. All unset: MoMo runs in TEST MODE (GHS, UGX, XOF) against the built-in stand-in. */
    MOMO_SUBSCRIPTION_KEY: z.string().min(8).optional(),
    MOMO_API_USER: z.uuid('must be the API user id (a UUID)').optional(),
    MOMO_API_KEY: z.string().min(8).optional(),
    MOMO_TARGET_ENVIRONMENT: z
      .enum(['sandbox', 'mtnghana', 'mtnuganda', 'mtnivorycoast'], {
        error: 'must be sandbox, mtnghana, mtnuganda or mtnivorycoast',
      })
      .default('sandbox'),
    MOMO_API_BASE: z.url().default('https://sandbox.momodeveloper.mtn.com'),
    /**
     * How vendors may be paid out automatically (issue 17), comma-separated: manual (an admin records the payout),
     * paystack (bank accounts, Paystack Transfers), mpesa (M-Pesa B2C), momo (MTN MoMo Disbursement). A provider
     * without its keys runs in TEST MODE against a built-in stand-in (refused in production).
     */
    PAYOUTS_PROVIDER: csvList(['manual', 'paystack', 'mpesa', 'momo'], 'manual,paystack,mpesa,momo', 'lower'),
    MPESA_B2C_SHORTCODE: z.string().min(5).optional(),
    MPESA_B2C_INITIATOR_NAME: z.string().min(2).optional(),
    MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(16).optional(),
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().min(8).optional(),
    MOMO_DISBURSEMENT_API_USER: z.uuid('must be the API user id (a UUID)').optional(),
    MOMO_DISBURSEMENT_API_KEY: z.string().min(8).optional(),
    PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    SHIPPO_API_KEY: z.string().optional(),
    SHIPPO_API_BASE: z.url().default('https://api.goshippo.com'),
    SHIPPO_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SHIPPING_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // The platform's collection account printed on pro-forma invoices. Unset BANK_ACCOUNT_NUMBER: a sandbox account
    // marked TEST MODE on the invoice and the payment page (bankTestMode).
    BANK_ACCOUNT_NAME: z.string().min(2).max(100).default('AfriBridge Trade Escrow Ltd'),
    BANK_NAME: z.string().min(2).max(100).default('Sandbox Bank (TEST MODE, not a real account)'),
    BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[A-Za-z0-9 -]{4,34}$/, 'must be 4 to 34 letters, digits, spaces or dashes')
      .optional(),
    BANK_SWIFT: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code of 8 or 11 characters, e.g. DEUTDEFF')
      .default('TESTNGLA'),
    BANK_IBAN: z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/, 'must be an IBAN such as GB33 BUKB 2020 1555 5555 55')
      .default(''),
    BANK_ADDRESS: z.string().min(2).max(200).default('Lagos, Nigeria'),
    /** Unpaid pro-forma invoices expire after this many days; their reserved stock is released. */
    PROFORMA_EXPIRY_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    LLM_BASE_URL: z.url().optional(),
    LLM_MODEL: z.string().default('gpt-4o-mini'),
    LLM_API_KEY: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
    WHATSAPP_APP_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v20.0'),
    WHATSAPP_DISPLAY_NUMBER: z
      .string()
      .regex(/^\+?[\d\s-]{8,20}$/, 'must be a phone number, e.g. +234 800 123 4567')
      .optional(),
    TRANSLATE_URL: z.url().optional(),
    TRANSLATE_API_KEY: z.string().optional(),
    TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .superRefine((v, ctx) => {
    if (v.SERVER_PROCESSES > 1 && v.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message: 'more than one process needs DATABASE_URL (PostgreSQL): the embedded database serves one process',
      });
    }
    if (v.CLOCK_CONTROL === 'true' && v.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_CONTROL'],
        message: 'CLOCK_CONTROL lets admins move the clock (browser tests only): it is refused in production',
      });
    if (v.PAYMENTS_PROVIDER.includes('paystack') && !v.PAYSTACK_SECRET_KEY && v.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message:
          'PAYMENTS_PROVIDER lists paystack: set PAYSTACK_SECRET_KEY (without it Paystack runs in TEST MODE, not in production)',
      });
    }
    const mpesa = [v.MPESA_CONSUMER_KEY, v.MPESA_CONSUMER_SECRET, v.MPESA_SHORTCODE, v.MPESA_PASSKEY];
    if (mpesa.some((x) => x !== undefined) && mpesa.some((x) => x === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['MPESA_CONSUMER_KEY'],
        message: 'M-Pesa needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE and MPESA_PASSKEY together',
      });
    if (v.PAYMENTS_PROVIDER.includes('mpesa') && !v.MPESA_CONSUMER_KEY && v.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['MPESA_CONSUMER_KEY'],
        message:
          'PAYMENTS_PROVIDER lists mpesa: set the MPESA_* credentials (without them M-Pesa runs in TEST MODE, not in production)',
      });
    if ((v.FLUTTERWAVE_SECRET_KEY === undefined) !== (v.FLUTTERWAVE_SECRET_HASH === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['FLUTTERWAVE_SECRET_HASH'],
        message: 'Flutterwave needs FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH together',
      });
    if (v.PAYMENTS_PROVIDER.includes('flutterwave') && !v.FLUTTERWAVE_SECRET_KEY && v.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['FLUTTERWAVE_SECRET_KEY'],
        message:
          'PAYMENTS_PROVIDER lists flutterwave: set FLUTTERWAVE_SECRET_KEY (without it Flutterwave runs in TEST MODE, not in production)',
      });
    const momo = [v.MOMO_SUBSCRIPTION_KEY, v.MOMO_API_USER, v.MOMO_API_KEY];
    if (momo.some((x) => x !== undefined) && momo.some((x) => x === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['MOMO_SUBSCRIPTION_KEY'],
        message: 'MTN MoMo needs MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY together',
      });
    if (v.PAYMENTS_PROVIDER.includes('momo') && !v.MOMO_SUBSCRIPTION_KEY && v.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['MOMO_SUBSCRIPTION_KEY'],
        message:
          'PAYMENTS_PROVIDER lists momo: set the MOMO_* credentials (without them MoMo runs in TEST MODE, not in production)',
      });
    if (v.PAYMENTS_PROVIDER.includes('paypal') && (!v.PAYPAL_CLIENT_ID || !v.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message: 'PAYMENTS_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      });
    }
    const s3 = [v.S3_ENDPOINT, v.S3_BUCKET, v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY];
    if (s3.some((x) => x !== undefined) && s3.some((x) => x === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      });
    }
    if ((v.ADMIN_EMAIL === undefined) !== (v.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type RawConfig = z.infer<typeof schema>;

export interface Config extends Omit<RawConfig, 'BANK_ACCOUNT_NUMBER'> {
  /** The collection account number (the sandbox's when BANK_ACCOUNT_NUMBER is unset). */
  BANK_ACCOUNT_NUMBER: string;
  /** No real collection account configured: invoices and the payment page say TEST MODE. */
  bankTestMode: boolean;
  dataDir: string;
  publicUrl: string;
  cookieSecure: boolean;
  seedDemo: boolean;
  isProduction: boolean;
  /** TEST MODE: admins may move the clock (CLOCK_CONTROL=true; never in production). */
  clockControl: boolean;
  /** `all`: a log line per request (production); `errors`: only 4xx, 5xx and slow requests (development). */
  logRequests: 'all' | 'errors';
  devMailbox: boolean;
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment once. Throws a ConfigError naming every bad variable on one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Unset in production: Paystack and M-Pesa only with their keys (their TEST MODE is for development and demos).
  if (cleaned.PAYMENTS_PROVIDER === undefined && cleaned.NODE_ENV === 'production')
    cleaned.PAYMENTS_PROVIDER = [
      'sandbox',
      ...(cleaned.PAYSTACK_SECRET_KEY ? ['paystack'] : []),
      ...(cleaned.FLUTTERWAVE_SECRET_KEY ? ['flutterwave'] : []),
      ...(cleaned.MPESA_CONSUMER_KEY ? ['mpesa'] : []),
      ...(cleaned.MOMO_SUBSCRIPTION_KEY ? ['momo'] : []),
    ].join(',');
  // Unset in production: automatic payouts only through providers with their keys; manual always.
  if (cleaned.PAYOUTS_PROVIDER === undefined && cleaned.NODE_ENV === 'production')
    cleaned.PAYOUTS_PROVIDER = [
      'manual',
      ...(cleaned.PAYSTACK_SECRET_KEY ? ['paystack'] : []),
      ...(cleaned.MPESA_B2C_SECURITY_CREDENTIAL ? ['mpesa'] : []),
      ...(cleaned.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY ? ['momo'] : []),
    ].join(',');
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const parts = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${parts.join('; ')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const seedDemo = c.SEED_DEMO === 'auto' ? !isProduction && c.DATABASE_URL === undefined : c.SEED_DEMO === 'true';
  return {
    ...c,
    BANK_ACCOUNT_NUMBER: c.BANK_ACCOUNT_NUMBER ?? '0000 0000 00 (TEST MODE)',
    bankTestMode: c.BANK_ACCOUNT_NUMBER === undefined,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl,
    cookieSecure: c.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : c.COOKIE_SECURE === 'true',
    seedDemo,
    isProduction,
    clockControl: c.CLOCK_CONTROL === 'true',
    logRequests: c.LOG_REQUESTS === 'auto' ? (isProduction ? 'all' : 'errors') : c.LOG_REQUESTS,
    devMailbox: !isProduction,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
