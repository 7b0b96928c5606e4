import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.seedDemo).toBe(true);
    expect(c.devMailbox).toBe(true);
    expect(c.cookieSecure).toBe(false);
    expect(c.dataDir.endsWith('data')).toBe(true);
  });

  it('runs several server processes only on PostgreSQL, and sizes the embedded buffer pool', () => {
    expect(loadConfig({}).SERVER_PROCESSES).toBe(1);
    expect(loadConfig({}).BACKGROUND_JOBS).toBe(true);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: more than one process needs DATABASE_URL/,
    );
    expect(loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://localhost/x' }).SERVER_PROCESSES).toBe(2);
    expect(loadConfig({ BACKGROUND_JOBS: 'false' }).BACKGROUND_JOBS).toBe(false);
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(ConfigError);
  });

  it('never seeds demo accounts in production or on PostgreSQL', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  });

  it('logs every request in production and only refused, failed or slow ones elsewhere, unless told', () => {
    expect(loadConfig({}).logRequests).toBe('errors');
    expect(loadConfig({ NODE_ENV: 'production' }).logRequests).toBe('all');
    expect(loadConfig({ LOG_REQUESTS: 'all' }).logRequests).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: 'errors' }).logRequests).toBe('errors');
    expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow(/LOG_REQUESTS/);
  });

  it('offers the sandbox and Paystack (TEST MODE) by default, and reads a list of payment providers', () => {
    expect(loadConfig({}).PAYMENTS_PROVIDER).toEqual(['sandbox', 'paystack', 'flutterwave', 'mpesa', 'momo']);
    expect(loadConfig({ PAYMENTS_PROVIDER: ' Paystack , sandbox,paystack' }).PAYMENTS_PROVIDER).toEqual([
      'paystack',
      'sandbox',
    ]);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paystack,mpesa-ish' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(loadConfig({}).PAYSTACK_CURRENCIES).toEqual(['NGN', 'GHS', 'KES', 'ZAR']);
    expect(() => loadConfig({ PAYSTACK_CURRENCIES: 'NGN,XOF' })).toThrow(/PAYSTACK_CURRENCIES/);
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'not-a-key' })).toThrow(/PAYSTACK_SECRET_KEY/);
    // production: Paystack's TEST MODE is never implied, and never accepted when asked for without a key
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENTS_PROVIDER).toEqual(['sandbox']);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_abcdef123456' }).PAYMENTS_PROVIDER,
    ).toEqual(['sandbox', 'paystack']);
  });

  it('uses secure cookies behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://trade.example' }).cookieSecure).toBe(true);
  });

  it('names every bad variable on one line', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 10 characters/,
    );
  });
});
