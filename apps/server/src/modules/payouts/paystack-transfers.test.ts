import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature as paymentsSignature } from '../payments/paystack-contract.ts';
import { PayoutDestinationRejectedError, PayoutRequestError, ProviderUnavailableError } from './payout-provider.ts';
import { parsePaystackTransferWebhook, paystackSignature } from './paystack-transfers-contract.ts';
import { PaystackTransfersProvider } from './paystack-transfers-provider.ts';
import { PaystackTransfersSandbox } from './paystack-transfers-sandbox.ts';
import { postTo, Receiver, serveStandIn, waitFor } from './test/servers.ts';

/**
 * Paystack Transfers: the real adapter over a real socket against the stand-in of Paystack's documented API, with
 * signed transfer.* webhooks delivered over HTTP to a receiver playing our webhook route.
 */
const SECRET = 'sk_test_payouts0123456789';
let sandbox: PaystackTransfersSandbox;
let provider: PaystackTransfersProvider;
let receiver: Receiver;
let stop: () => Promise<void>;

beforeAll(async () => {
  receiver = new Receiver();
  const hook = `${await receiver.start()}/api/payments/paystack/webhook`;
  sandbox = new PaystackTransfersSandbox({
    secretKey: SECRET,
    deliverWebhook: (rawBody, signature) => postTo(hook, rawBody, { 'x-paystack-signature': signature }),
  });
  const served = await serveStandIn((req) => sandbox.handle(req));
  stop = served.stop;
  provider = new PaystackTransfersProvider({ secretKey: SECRET, apiBase: served.base, testMode: true, timeoutMs: 400 });
});
afterAll(async () => {
  await stop();
  await receiver.stop();
});

const nigerianAccount = () =>
  provider.prepareRecipient({
    method: 'bank',
    currency: 'NGN',
    accountName: 'Ada Textiles',
    accountNumber: '0123457890',
    bankCode: '058',
  });

const webhookFor = (reference: string, event: string) =>
  receiver.next((r) => r.rawBody.includes(reference) && r.rawBody.includes(`"${event}"`));

const transfersTo = (reference: string) => [...sandbox.transfers.values()].filter((t) => t.reference === reference);

describe('Paystack Transfers (stand-in of the documented API, over HTTP)', () => {
  it('lists bank codes and registers a Nigerian account under the name the bank gives', async () => {
    const banks = await provider.listBanks('NGN');
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    const { recipientId, accountName } = await nigerianAccount();
    expect(recipientId).toMatch(/^RCP_/);
    expect(accountName).toBe('TEST ACCOUNT 7890');
    expect(sandbox.recipients.get(recipientId)).toMatchObject({ type: 'nuban', currency: 'NGN', bankCode: '058' });
  });

  it('refuses an account the bank cannot resolve, with a reason the vendor can read, and registers nothing', async () => {
    const before = sandbox.recipients.size;
    const refused = await provider
      .prepareRecipient({
        method: 'bank',
        currency: 'NGN',
        accountName: 'X',
        accountNumber: '0001234567',
        bankCode: '058',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PayoutDestinationRejectedError);
    expect((refused as PayoutDestinationRejectedError).reason).toMatch(/Could not resolve account name/);
    expect(sandbox.recipients.size).toBe(before);
    const nowhere = provider.prepareRecipient({ method: 'momo', currency: 'NGN', accountName: 'X', phone: '0801' });
    await expect(nowhere).rejects.toThrow(/cannot pay momo accounts in NGN/);
    const ghanaMomo = await provider.prepareRecipient({
      method: 'momo',
      currency: 'GHS',
      accountName: 'Kofi',
      phone: '055 123 4987',
    });
    expect(sandbox.recipients.get(ghanaMomo.recipientId)).toMatchObject({ type: 'mobile_money', bankCode: 'MTN' });
  });

  it('pays in kobo: pending when queued, paid once Paystack says so (webhook verified, then verify asked)', async () => {
    const { recipientId } = await nigerianAccount();
    const reference = randomUUID();
    const sent = await provider.send({
      reference,
      recipientId,
      amountMinor: 250_075,
      currency: 'NGN',
      reason: 'Order 1',
    });
    expect(sent).toMatchObject({ state: 'pending', failureReason: null, amountMinor: 250_075 });
    expect(sent.providerReference).toMatch(/^TRF_/);
    expect(transfersTo(reference)).toMatchObject([{ amount: 250_075, currency: 'NGN', recipientCode: recipientId }]);

    await sandbox.settle(reference);
    const hook = await webhookFor(reference, 'transfer.success');
    const notice = provider.readNotification({ headers: hook.headers, rawBody: hook.rawBody });
    expect(notice).toEqual({ reference, result: null });
    const now = await provider.status(reference);
    expect(now).toEqual({
      state: 'paid',
      providerReference: sent.providerReference,
      failureReason: null,
      amountMinor: 250_075,
    });
  });

  it('reports a failed transfer with the provider’s reason, and an empty balance as failed with nothing sent', async () => {
    const { recipientId } = await nigerianAccount();
    const reference = randomUUID();
    sandbox.failNextTransfer('Beneficiary bank unavailable');
    await provider.send({ reference, recipientId, amountMinor: 10_000, currency: 'NGN', reason: 'Order 2' });
    await sandbox.settle(reference);
    const hook = await webhookFor(reference, 'transfer.failed');
    expect(provider.readNotification({ headers: hook.headers, rawBody: hook.rawBody })?.reference).toBe(reference);
    expect(await provider.status(reference)).toMatchObject({
      state: 'failed',
      failureReason: 'Beneficiary bank unavailable',
    });

    sandbox.setBalance('GHS', 5_000);
    const ghs = await provider.prepareRecipient({
      method: 'momo',
      currency: 'GHS',
      accountName: 'K',
      phone: '0551234987',
    });
    const empty = randomUUID();
    const res = await provider.send({
      reference: empty,
      recipientId: ghs.recipientId,
      amountMinor: 9_000,
      currency: 'GHS',
      reason: 'x',
    });
    expect(res).toMatchObject({ state: 'failed', providerReference: null });
    expect(res.failureReason).toMatch(/balance is not enough/);
    expect(transfersTo(empty)).toHaveLength(0);
    expect(await provider.status(empty)).toBeNull();
  });

  it('sees a reversal after success, by webhook and by polling; a replayed success webhook changes nothing', async () => {
    const { recipientId } = await nigerianAccount();
    const reference = randomUUID();
    await provider.send({ reference, recipientId, amountMinor: 40_000, currency: 'NGN', reason: 'Order 3' });
    await sandbox.settle(reference);
    const success = await webhookFor(reference, 'transfer.success');
    expect((await provider.status(reference))?.state).toBe('paid');

    await sandbox.reverse(reference);
    const reversed = await webhookFor(reference, 'transfer.reversed');
    expect(provider.readNotification({ headers: reversed.headers, rawBody: reversed.rawBody })?.reference).toBe(
      reference,
    );
    expect(await provider.status(reference)).toMatchObject({
      state: 'reversed',
      failureReason: 'Reversed by the beneficiary bank',
    });

    // The old success event is validly signed, so it is read; but it only names the reference and Paystack's own
    // record (reversed) is what the caller applies.
    const replay = provider.readNotification({ headers: success.headers, rawBody: success.rawBody });
    expect(replay).toEqual({ reference, result: null });
    expect((await provider.status(reference))?.state).toBe('reversed');
  });

  it('never pays twice for one reference: a retry, two concurrent sends, and a retry after a timed-out answer', async () => {
    const { recipientId } = await nigerianAccount();
    sandbox.setBalance('NGN', 1_000_000);
    const input = { recipientId, amountMinor: 70_000, currency: 'NGN', reason: 'Order 4' };
    const reference = randomUUID();
    const [a, b] = await Promise.all([provider.send({ ...input, reference }), provider.send({ ...input, reference })]);
    expect(a.providerReference).toBe(b.providerReference);
    const again = await provider.send({ ...input, reference });
    expect(again.providerReference).toBe(a.providerReference);
    expect(transfersTo(reference)).toHaveLength(1);

    // Paystack got the request but its answer never came back in time.
    const lost = randomUUID();
    sandbox.delayNext(700);
    await expect(provider.send({ ...input, reference: lost })).rejects.toBeInstanceOf(ProviderUnavailableError);
    sandbox.delayNext(0);
    await waitFor(() => sandbox.transfers.has(lost));
    const retried = await provider.send({ ...input, reference: lost });
    expect(retried.providerReference).toBe(sandbox.transfers.get(lost)!.transfer_code);
    expect(transfersTo(lost)).toHaveLength(1);
    expect(sandbox.balanceOf('NGN')).toBe(1_000_000 - 2 * 70_000); // debited once per reference
    sandbox.setBalance('NGN', Number.MAX_SAFE_INTEGER);
  });

  it('an outage or a 5xx is ProviderUnavailableError, and nothing is created', async () => {
    const { recipientId } = await nigerianAccount();
    const reference = randomUUID();
    sandbox.failNext(1, 502);
    await expect(
      provider.send({ reference, recipientId, amountMinor: 1_000, currency: 'NGN', reason: 'x' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(transfersTo(reference)).toHaveLength(0);
    sandbox.failNext(1, 503);
    await expect(provider.status(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      provider.send({ reference: 'Order-5', recipientId, amountMinor: 1_000, currency: 'NGN', reason: 'x' }),
    ).rejects.toBeInstanceOf(PayoutRequestError);
    await expect(
      provider.send({ reference, recipientId, amountMinor: 10.5, currency: 'NGN', reason: 'x' }),
    ).rejects.toBeInstanceOf(PayoutRequestError);
  });

  it('refuses forged, tampered, unsigned and non-transfer webhooks', async () => {
    const reference = randomUUID();
    const rawBody = JSON.stringify({ event: 'transfer.success', data: { reference, amount: 100 } });
    const good = paystackSignature(SECRET, rawBody);
    expect(good).toBe(paymentsSignature(SECRET, rawBody)); // the same HMAC as the payments side
    expect(parsePaystackTransferWebhook(rawBody, good, SECRET)).toEqual({ event: 'transfer.success', reference });
    expect(parsePaystackTransferWebhook(rawBody, good.toUpperCase(), SECRET)).not.toBeNull();
    expect(
      parsePaystackTransferWebhook(rawBody, paystackSignature('sk_test_attacker000000', rawBody), SECRET),
    ).toBeNull();
    expect(parsePaystackTransferWebhook(rawBody.replace('100', '999'), good, SECRET)).toBeNull();
    expect(parsePaystackTransferWebhook(rawBody, undefined, SECRET)).toBeNull();
    expect(parsePaystackTransferWebhook(rawBody, '', SECRET)).toBeNull();
    const charge = JSON.stringify({ event: 'charge.success', data: { reference } });
    expect(parsePaystackTransferWebhook(charge, paystackSignature(SECRET, charge), SECRET)).toBeNull();
    expect(provider.readNotification({ headers: {}, rawBody })).toBeNull();
    expect(provider.readNotification({ headers: { 'x-paystack-signature': good }, rawBody })).toEqual({
      reference,
      result: null,
    });
  });
});
