import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPayoutProvider } from './build-payout-provider.ts';
import { waitFor } from './test/servers.ts';

/** TEST MODE: with no keys the real adapters run against their stand-ins in process; production refuses that. */
const base = { production: false, publicUrl: 'https://shop.example' };

describe('buildPayoutProvider', () => {
  it('manual is no provider', () => {
    expect(buildPayoutProvider({ ...base, provider: 'manual' })).toEqual({ provider: null, testServices: {} });
  });

  it('refuses TEST MODE in production, and half-configured keys anywhere', () => {
    expect(() => buildPayoutProvider({ ...base, production: true, provider: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY/,
    );
    expect(() =>
      buildPayoutProvider({ ...base, provider: 'mpesa', mpesa: { consumerKey: 'k', consumerSecret: 's' } }),
    ).toThrow(/MPESA_B2C_SHORTCODE, MPESA_B2C_INITIATOR_NAME, MPESA_B2C_SECURITY_CREDENTIAL/);
    expect(() => buildPayoutProvider({ ...base, production: true, provider: 'momo' })).toThrow(/MOMO_DISBURSEMENT/);
  });

  it('with keys, the real adapter (test mode from the key or environment)', () => {
    const live = buildPayoutProvider({ ...base, provider: 'paystack', paystack: { secretKey: 'sk_live_abcdefgh12' } });
    expect(live.provider).toMatchObject({ name: 'paystack', testMode: false });
    expect(live.testServices).toEqual({});
    const momo = buildPayoutProvider({
      ...base,
      provider: 'momo',
      momo: { subscriptionKey: 'k', apiUser: randomUUID(), apiKey: 'a', targetEnvironment: 'mtnuganda' },
    });
    expect(momo.provider).toMatchObject({ name: 'momo', testMode: false, currencies: ['UGX'] });
  });

  it('Paystack in TEST MODE pays through the in-process stand-in', async () => {
    const { provider, testServices } = buildPayoutProvider({ ...base, provider: 'paystack' });
    expect(provider?.testMode).toBe(true);
    const dest = { method: 'bank' as const, currency: 'NGN', accountName: 'A', accountNumber: '0123456789' };
    const { recipientId } = await provider!.prepareRecipient({ ...dest, bankCode: '044' });
    const reference = randomUUID();
    await provider!.send({ reference, recipientId, amountMinor: 5_000, currency: 'NGN', reason: 'test' });
    await waitFor(() => testServices.paystack!.transfers.get(reference)?.status === 'success');
    expect(await provider!.status(reference)).toMatchObject({ state: 'paid', amountMinor: 5_000 });
  });

  it('MoMo and M-Pesa in TEST MODE settle by themselves and call back under PUBLIC_URL', async () => {
    const momo = buildPayoutProvider({ ...base, provider: 'momo' });
    const { recipientId } = await momo.provider!.prepareRecipient({
      method: 'momo',
      currency: 'GHS',
      accountName: 'K',
      phone: '0244123456',
    });
    const reference = randomUUID();
    await momo.provider!.send({ reference, recipientId, amountMinor: 1_000, currency: 'GHS', reason: 'test' });
    await waitFor(() => momo.testServices.momo!.callbacks.length === 1);
    expect(momo.testServices.momo!.callbacks[0]!.url).toMatch(
      `https://shop.example/api/payouts/momo/callback/${reference}?token=`,
    );
    expect(await momo.provider!.status(reference)).toMatchObject({ state: 'paid' });

    const mpesa = buildPayoutProvider({ ...base, provider: 'mpesa' });
    const ref2 = randomUUID();
    await mpesa.provider!.send({
      reference: ref2,
      recipientId: '254712345678',
      amountMinor: 10_000,
      currency: 'KES',
      reason: 't',
    });
    await waitFor(() => mpesa.testServices.mpesa!.callbacks.length === 1);
    expect(mpesa.testServices.mpesa!.callbacks[0]!.url).toMatch(
      `https://shop.example/api/payouts/mpesa/result/${ref2}?token=`,
    );
  });
});
