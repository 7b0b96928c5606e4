import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darajaResultBody } from './mpesa-b2c-contract.ts';
import { MpesaB2cProvider } from './mpesa-b2c-provider.ts';
import { MpesaB2cSandbox } from './mpesa-b2c-sandbox.ts';
import {
  PayoutDestinationRejectedError,
  PayoutRequestError,
  ProviderUnavailableError,
  type PayoutNotice,
} from './payout-provider.ts';
import { asNotification, postTo, Receiver, serveStandIn, type Received } from './test/servers.ts';

/**
 * M-Pesa B2C: the real adapter over a real socket against the stand-in of Daraja's B2C and Transaction Status APIs;
 * Daraja's unsigned callbacks are posted over HTTP to a receiver playing /api/payouts/mpesa/:kind/:reference.
 */
const CREDENTIALS = {
  consumerKey: 'b2c-consumer-key',
  consumerSecret: 'b2c-consumer-secret',
  shortcode: '600981',
  initiatorName: 'afribridge_api',
  securityCredential: 'ZW5jcnlwdGVkLXBhc3N3b3Jk',
};
let sandbox: MpesaB2cSandbox;
let provider: MpesaB2cProvider;
let receiver: Receiver;
let stop: () => Promise<void>;
let apiBase: string;

beforeAll(async () => {
  receiver = new Receiver();
  const callbackBase = await receiver.start();
  sandbox = new MpesaB2cSandbox({ ...CREDENTIALS, deliverCallback: (url, body) => postTo(url, body) });
  const served = await serveStandIn((req) => sandbox.handle(req));
  stop = served.stop;
  apiBase = served.base;
  provider = new MpesaB2cProvider({
    ...CREDENTIALS,
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

const callback = (kind: string, reference: string, count = 1) =>
  receiver.next((r) => r.path === `/api/payouts/mpesa/${kind}/${reference}`, count);

/** The route's work: verify the callback; "go and ask" when it says so; return the answer that decides. */
async function decide(reference: string, resultCallback: Received): Promise<PayoutNotice | null> {
  const notice = provider.readNotification(asNotification(resultCallback));
  expect(notice).toEqual({ reference, result: null });
  const asks = receiver.received.filter((r) => r.path === `/api/payouts/mpesa/status/${reference}`).length;
  expect(await provider.status(reference)).toMatchObject({ state: 'pending' });
  return provider.readNotification(asNotification(await callback('status', reference, asks + 1)));
}

const send = (reference: string, recipientId = '254712345678', amountMinor = 150_000) =>
  provider.send({ reference, recipientId, amountMinor, currency: 'KES', reason: 'AfriBridge payout' });

describe('M-Pesa B2C (stand-in of Daraja, over HTTP)', () => {
  it('takes Kenyan M-Pesa numbers only', async () => {
    const dest = { method: 'mpesa' as const, currency: 'KES', accountName: 'Wanjiru Crafts' };
    expect(await provider.prepareRecipient({ ...dest, phone: '0712 345 678' })).toEqual({
      recipientId: '254712345678',
      accountName: 'Wanjiru Crafts',
    });
    const tz = await provider.prepareRecipient({ ...dest, phone: '+255 712 345 678' }).catch((e: unknown) => e);
    expect(tz).toBeInstanceOf(PayoutDestinationRejectedError);
    expect((tz as PayoutDestinationRejectedError).reason).toMatch(/not a Kenyan M-Pesa number/);
    await expect(provider.prepareRecipient({ ...dest, currency: 'UGX', phone: '0712345678' })).rejects.toThrow(
      PayoutDestinationRejectedError,
    );
  });

  it('pays whole shillings under our reference; paid only once the Transaction Status answer says Completed', async () => {
    const reference = randomUUID();
    const sent = await send(reference);
    expect(sent.state).toBe('pending');
    expect(sent.providerReference).toBe(sandbox.payments.get(reference)!.conversationId);
    const call = sandbox.calls.find((c) => c.path === '/mpesa/b2c/v3/paymentrequest' && c.body.Occasion === reference)!;
    expect(call.body).toMatchObject({
      OriginatorConversationID: reference,
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: '600981',
      PartyB: '254712345678',
      InitiatorName: 'afribridge_api',
    });
    expect(String(call.body.ResultURL)).toMatch(
      new RegExp(`/api/payouts/mpesa/result/${reference}\\?token=[0-9a-f]{40}$`),
    );

    await sandbox.settle(reference);
    const answer = await decide(reference, await callback('result', reference));
    expect(answer).toEqual({
      reference,
      result: {
        state: 'paid',
        providerReference: sandbox.payments.get(reference)!.transactionId,
        failureReason: null,
        amountMinor: 150_000,
      },
    });
  });

  it('refuses a fraction of a shilling before any request', async () => {
    const before = sandbox.calls.length;
    await expect(send(randomUUID(), '254712345678', 150_050)).rejects.toBeInstanceOf(PayoutRequestError);
    expect(sandbox.calls.length).toBe(before);
  });

  it('a receiver not registered with M-Pesa fails with Daraja’s reason', async () => {
    const reference = randomUUID();
    await send(reference, '254700000000');
    await sandbox.settle(reference);
    const result = await callback('result', reference);
    expect(JSON.parse(result.rawBody).Result.ResultCode).toBe(2040);
    const answer = await decide(reference, result);
    expect(answer?.result).toMatchObject({ state: 'failed' });
    expect(answer?.result?.failureReason).toMatch(/can't be supported by the service/);
  });

  it('sees a reversal after success when it asks again', async () => {
    const reference = randomUUID();
    await send(reference);
    await sandbox.settle(reference);
    expect((await decide(reference, await callback('result', reference)))?.result?.state).toBe('paid');
    sandbox.reverse(reference);
    const asks = receiver.received.filter((r) => r.path === `/api/payouts/mpesa/status/${reference}`).length;
    await provider.status(reference);
    const answer = provider.readNotification(asNotification(await callback('status', reference, asks + 1)));
    expect(answer?.result).toMatchObject({ state: 'reversed', amountMinor: 150_000 });
  });

  it('one payment per reference: concurrent sends and a retry queue one B2C request', async () => {
    const reference = randomUUID();
    const results = await Promise.all([send(reference), send(reference)]);
    expect(results.map((r) => r.state)).toEqual(['pending', 'pending']);
    expect(await send(reference)).toMatchObject({ state: 'pending', failureReason: null });
    const queued = sandbox.calls.filter(
      (c) => c.path === '/mpesa/b2c/v3/paymentrequest' && c.body.Occasion === reference,
    );
    expect(queued).toHaveLength(3); // three requests reached Daraja...
    expect([...sandbox.payments.keys()].filter((k) => k === reference)).toHaveLength(1); // ...one payment
    await sandbox.settle(reference);
    expect(receiver.received.filter((r) => r.path === `/api/payouts/mpesa/result/${reference}`)).toHaveLength(1);
  });

  it('Daraja down, slow or failing its OAuth is ProviderUnavailableError', async () => {
    const fresh = new MpesaB2cProvider({
      ...CREDENTIALS,
      apiBase,
      callbackBase: receiver.baseUrl,
      testMode: true,
      timeoutMs: 300,
    });
    sandbox.failNext(1, 503); // the OAuth call
    await expect(
      fresh.send({
        reference: randomUUID(),
        recipientId: '254712345678',
        amountMinor: 100_000,
        currency: 'KES',
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const reference = randomUUID();
    sandbox.delayNext(600);
    await expect(send(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    sandbox.delayNext(0);
    sandbox.failNext(1, 500);
    await expect(provider.status(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('refuses callbacks without the right token; a result callback alone never decides', async () => {
    const reference = randomUUID();
    await send(reference);
    await sandbox.settle(reference);
    const real = asNotification(await callback('result', reference));
    expect(provider.readNotification({ ...real, token: undefined })).toBeNull();
    expect(provider.readNotification({ ...real, token: 'f'.repeat(40) })).toBeNull();
    expect(provider.readNotification({ ...real, reference: randomUUID() })).toBeNull(); // token of another reference
    expect(provider.readNotification({ ...real, kind: 'status' })).toBeNull(); // the result token is not the status one
    // A "success" forged at the real result address still only makes us ask.
    expect(provider.readNotification(real)).toEqual({ reference, result: null });

    // A status answer with the right token but about another transfer is refused.
    const statusToken = new URL(provider.callbackUrl('status', reference)).searchParams.get('token')!;
    const forged = darajaResultBody({
      resultType: 0,
      resultCode: '0',
      resultDesc: 'ok',
      originatorConversationId: 'q',
      conversationId: 'c',
      transactionId: 'T1',
      params: { TransactionStatus: 'Completed', Amount: 1500, OriginatorConversationID: randomUUID() },
    });
    expect(
      provider.readNotification({ kind: 'status', reference, token: statusToken, headers: {}, rawBody: forged }),
    ).toBeNull();
    // Daraja failing the question itself is no news (pending), never a failure of the payment.
    const noAnswer = darajaResultBody({
      resultType: 0,
      resultCode: 'R000002',
      resultDesc: 'The OriginatorConversationID is invalid.',
      originatorConversationId: 'q',
      conversationId: 'c',
      transactionId: '',
    });
    expect(
      provider.readNotification({ kind: 'status', reference, token: statusToken, headers: {}, rawBody: noAnswer })
        ?.result?.state,
    ).toBe('pending');
  });
});
