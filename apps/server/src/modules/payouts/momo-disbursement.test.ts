import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MomoDisbursementProvider } from './momo-disbursement-provider.ts';
import { MomoDisbursementSandbox } from './momo-disbursement-sandbox.ts';
import { PayoutDestinationRejectedError, PayoutRequestError, ProviderUnavailableError } from './payout-provider.ts';
import { asNotification, postTo, Receiver, serveStandIn } from './test/servers.ts';

/**
 * MTN MoMo Disbursement (an account in Ghana: mtnghana, GHS): the real adapter over a real socket against the stand-in
 * of MTN's documented API; MTN's unsigned callback is posted over HTTP to a receiver playing our callback route.
 */
const CREDENTIALS = {
  subscriptionKey: 'disbursement-subscription-key',
  apiUser: '7c1d2b9e-6a1d-4c7e-9b2a-5d4e3f2a1b0c',
  apiKey: 'disbursement-api-key',
  targetEnvironment: 'mtnghana',
};
let sandbox: MomoDisbursementSandbox;
let provider: MomoDisbursementProvider;
let receiver: Receiver;
let stop: () => Promise<void>;

beforeAll(async () => {
  receiver = new Receiver();
  const callbackBase = await receiver.start();
  sandbox = new MomoDisbursementSandbox({ ...CREDENTIALS, deliverCallback: (url, body) => postTo(url, body) });
  const served = await serveStandIn((req) => sandbox.handle(req));
  stop = served.stop;
  provider = new MomoDisbursementProvider({
    ...CREDENTIALS,
    currencies: ['GHS'],
    apiBase: served.base,
    callbackBase,
    testMode: true,
    timeoutMs: 400,
  });
});
afterAll(async () => {
  await stop();
  await receiver.stop();
});

const send = (reference: string, amountMinor = 35_600, recipientId = '233244123456') =>
  provider.send({ reference, recipientId, amountMinor, currency: 'GHS', reason: 'AfriBridge payout' });
const transferCalls = (reference: string) =>
  sandbox.calls.filter((c) => c.path === '/disbursement/v1_0/transfer' && c.headers['x-reference-id'] === reference);

describe('MTN MoMo Disbursement (stand-in of the documented API, over HTTP)', () => {
  it('checks the payee has an active MoMo account in the currency’s market', async () => {
    const dest = { method: 'momo' as const, currency: 'GHS', accountName: 'Kofi Kente' };
    expect(await provider.prepareRecipient({ ...dest, phone: '024 412 3456' })).toEqual({
      recipientId: '233244123456',
      accountName: 'Kofi Kente',
    });
    const inactive = await provider.prepareRecipient({ ...dest, phone: '024 400 0000' }).catch((e: unknown) => e);
    expect(inactive).toBeInstanceOf(PayoutDestinationRejectedError);
    expect((inactive as PayoutDestinationRejectedError).reason).toBe(
      'This number has no active MTN Mobile Money account',
    );
    await expect(provider.prepareRecipient({ ...dest, phone: '+254 712 345 678' })).rejects.toThrow(/GHS market/);
  });

  it('pays whole cedis under our reference; the callback makes us ask, and MTN’s answer says paid', async () => {
    const reference = randomUUID();
    expect(await send(reference)).toMatchObject({ state: 'pending', providerReference: reference });
    const [call] = transferCalls(reference);
    expect(call!.headers['x-target-environment']).toBe('mtnghana');
    expect(String(call!.headers['x-callback-url'])).toMatch(
      new RegExp(`/api/payouts/momo/callback/${reference}\\?token=[0-9a-f]{40}$`),
    );
    expect(JSON.parse(call!.body)).toMatchObject({
      amount: '356',
      currency: 'GHS',
      externalId: reference,
      payee: { partyIdType: 'MSISDN', partyId: '233244123456' },
    });
    expect(await provider.status(reference)).toMatchObject({ state: 'pending' });

    await sandbox.settle(reference);
    const cb = await receiver.next((r) => r.path === `/api/payouts/momo/callback/${reference}`);
    expect(provider.readNotification(asNotification(cb))).toEqual({ reference, result: null });
    expect(await provider.status(reference)).toEqual({
      state: 'paid',
      providerReference: sandbox.transfers.get(reference)!.financialTransactionId,
      failureReason: null,
      amountMinor: 35_600,
    });
  });

  it('a failed transfer carries MTN’s reason; pesewas are refused before any request', async () => {
    const reference = randomUUID();
    sandbox.failNextTransfer('PAYEE_NOT_FOUND');
    await send(reference);
    await sandbox.settle(reference);
    expect(await provider.status(reference)).toMatchObject({ state: 'failed', failureReason: 'PAYEE_NOT_FOUND' });

    sandbox.setBalance('GHS', 10_000);
    const poor = randomUUID();
    await send(poor, 20_000);
    await sandbox.settle(poor);
    expect(await provider.status(poor)).toMatchObject({ state: 'failed', failureReason: 'NOT_ENOUGH_FUNDS' });
    sandbox.setBalance('GHS', Number.MAX_SAFE_INTEGER);

    const odd = randomUUID();
    await expect(send(odd, 35_650)).rejects.toBeInstanceOf(PayoutRequestError);
    expect(transferCalls(odd)).toHaveLength(0);
    expect(await provider.status(randomUUID())).toBeNull();
  });

  it('one transfer per reference: concurrent sends and later retries answer the one MTN holds', async () => {
    const reference = randomUUID();
    const [a, b] = await Promise.all([send(reference), send(reference)]);
    expect([a.state, b.state]).toEqual(['pending', 'pending']);
    expect(transferCalls(reference)).toHaveLength(2); // both reached MTN; the second got 409
    await sandbox.settle(reference);
    expect(await send(reference)).toMatchObject({ state: 'paid', amountMinor: 35_600 });
    expect([...sandbox.transfers.keys()].filter((k) => k === reference)).toHaveLength(1);
  });

  it('MTN down or slow is ProviderUnavailableError', async () => {
    const reference = randomUUID();
    sandbox.failNext(1, 500);
    await expect(send(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(sandbox.transfers.has(reference)).toBe(false);
    sandbox.delayNext(600);
    await expect(provider.status(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    sandbox.delayNext(0);
  });

  it('refuses callbacks without the right token', async () => {
    const reference = randomUUID();
    await send(reference);
    await sandbox.settle(reference);
    const real = asNotification(await receiver.next((r) => r.path === `/api/payouts/momo/callback/${reference}`));
    expect(provider.readNotification({ ...real, token: undefined })).toBeNull();
    expect(provider.readNotification({ ...real, token: '0'.repeat(40) })).toBeNull();
    expect(provider.readNotification({ ...real, reference: randomUUID() })).toBeNull();
    expect(provider.readNotification({ ...real, reference: 'not-a-uuid' })).toBeNull();
  });
});
