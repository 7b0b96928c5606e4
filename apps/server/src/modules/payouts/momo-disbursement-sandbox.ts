/**
 * A built-in stand-in for MTN MoMo Disbursement, following its documented contract: `POST /disbursement/token/` (Basic
 * api user:key and the subscription key), `GET /disbursement/v1_0/accountholder/msisdn/{msisdn}/active`,
 * `POST /disbursement/v1_0/transfer` (X-Reference-Id a UUID: 202, or 409 RESOURCE_ALREADY_EXIST for one used before;
 * X-Target-Environment checked; optional X-Callback-Url) and `GET /disbursement/v1_0/transfer/{id}` (PENDING,
 * SUCCESSFUL with a financialTransactionId, FAILED with a reason). State in memory.
 *
 * Test data: a number ending in 0000 has no active MoMo account (`active` answers false); `setBalance` plays an empty
 * disbursement account (the transfer FAILS with NOT_ENOUGH_FUNDS); `failNextTransfer` makes the next one fail with a
 * reason; `autoSettle` settles right after acceptance (TEST MODE), otherwise tests call `settle`.
 */
import { randomBytes } from 'node:crypto';
import { momoToMinor } from './momo-disbursement-contract.ts';
import { jsonAnswer as json, StandInFaults, type SandboxRequest, type SandboxResponse } from './payout-stand-in.ts';

export interface MomoTransfer {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  payee: string;
  callbackUrl: string | null;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  failWith: string | null;
  financialTransactionId?: string;
  reason?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MomoDisbursementSandbox {
  readonly transfers = new Map<string, MomoTransfer>();
  readonly calls: { method: string; path: string; headers: SandboxRequest['headers']; body: string }[] = [];
  readonly callbacks: { url: string; body: string }[] = [];
  readonly faults = new StandInFaults();
  private readonly balances = new Map<string, number>();
  private nextFailure: string | null = null;
  private tokens = new Set<string>();
  private deliver: ((url: string, body: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      subscriptionKey: string;
      apiUser: string;
      apiKey: string;
      targetEnvironment: string;
      autoSettle?: boolean;
      deliverCallback?: (url: string, body: string) => Promise<void>;
    },
  ) {
    this.deliver = options.deliverCallback;
  }

  setCallbackTarget(deliver: (url: string, body: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  failNext(times: number, status = 503): void {
    this.faults.failNext(times, status);
  }

  delayNext(ms: number): void {
    this.faults.delayNext(ms);
  }

  /** The disbursement account's balance in minor units of `currency`; unset means unlimited. */
  setBalance(currency: string, amountMinor: number): void {
    this.balances.set(currency, amountMinor);
  }

  failNextTransfer(reason = 'PAYEE_NOT_ALLOWED_TO_RECEIVE'): void {
    this.nextFailure = reason;
  }

  /** MTN completes a pending transfer (or fails it as planned) and calls the X-Callback-Url if one was given. */
  async settle(referenceId: string): Promise<void> {
    const t = this.transfers.get(referenceId);
    if (!t || t.status !== 'PENDING') return;
    const minor = momoToMinor(t.amount, t.currency) ?? 0;
    const balance = this.balances.get(t.currency);
    if (t.failWith || (balance !== undefined && balance < minor)) {
      t.status = 'FAILED';
      t.reason = t.failWith ?? 'NOT_ENOUGH_FUNDS';
    } else {
      if (balance !== undefined) this.balances.set(t.currency, balance - minor);
      t.status = 'SUCCESSFUL';
      t.financialTransactionId = String(1_000_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000));
    }
    if (!t.callbackUrl) return;
    const body = JSON.stringify(this.publicTransfer(t));
    this.callbacks.push({ url: t.callbackUrl, body });
    try {
      await this.deliver?.(t.callbackUrl, body);
    } catch {
      // MTN calls back once; the merchant polls anyway.
    }
  }

  private publicTransfer(t: MomoTransfer) {
    return {
      amount: t.amount,
      currency: t.currency,
      externalId: t.externalId,
      payee: { partyIdType: 'MSISDN', partyId: t.payee },
      status: t.status,
      ...(t.financialTransactionId ? { financialTransactionId: t.financialTransactionId } : {}),
      ...(t.reason ? { reason: t.reason } : {}),
    };
  }

  async handle(req: SandboxRequest): Promise<SandboxResponse> {
    const url = new URL(req.url, 'http://momo.local');
    this.calls.push({ method: req.method, path: url.pathname, headers: req.headers, body: req.body });
    const fault = await this.faults.apply();
    if (fault !== null) return json(fault, { code: 'INTERNAL_PROCESSING_ERROR', message: 'Service unavailable' });
    if (req.headers['ocp-apim-subscription-key'] !== this.options.subscriptionKey)
      return json(401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });
    if (req.method === 'POST' && url.pathname === '/disbursement/token/') {
      const basic = `Basic ${Buffer.from(`${this.options.apiUser}:${this.options.apiKey}`).toString('base64')}`;
      if (req.headers.authorization !== basic) return json(401, { error: 'login_failed' });
      const token = randomBytes(24).toString('base64url');
      this.tokens.add(token);
      return json(200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(bearer)) return json(401, { code: 'UNAUTHORIZED', message: 'Invalid token' });
    if (req.headers['x-target-environment'] !== this.options.targetEnvironment)
      return json(400, { code: 'INVALID_TARGET_ENVIRONMENT', message: 'Wrong target environment' });
    const active = /^\/disbursement\/v1_0\/accountholder\/msisdn\/(\d+)\/active$/.exec(url.pathname);
    if (req.method === 'GET' && active) return json(200, { result: !active[1]!.endsWith('0000') });
    if (req.method === 'POST' && url.pathname === '/disbursement/v1_0/transfer') return this.transfer(req);
    const status = /^\/disbursement\/v1_0\/transfer\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      const t = this.transfers.get(decodeURIComponent(status[1]!));
      if (!t) return json(404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return json(200, this.publicTransfer(t));
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  }

  private transfer(req: SandboxRequest): SandboxResponse {
    const id = req.headers['x-reference-id'];
    if (typeof id !== 'string' || !UUID.test(id))
      return json(400, { code: 'INVALID_REFERENCE_ID', message: 'X-Reference-Id must be a UUID' });
    if (this.transfers.has(id))
      return json(409, {
        code: 'RESOURCE_ALREADY_EXIST',
        message: 'Duplicated reference id. Creation of resource failed.',
      });
    let body: { amount?: unknown; currency?: unknown; externalId?: unknown; payee?: { partyId?: unknown } };
    try {
      body = JSON.parse(req.body || '{}') as typeof body;
    } catch {
      return json(400, { code: 'INVALID_JSON', message: 'Invalid JSON' });
    }
    if (typeof body.amount !== 'string' || !/^\d+$/.test(body.amount) || Number(body.amount) <= 0)
      return json(400, { code: 'INVALID_AMOUNT', message: 'Invalid amount' });
    if (typeof body.payee?.partyId !== 'string' || !/^\d{8,15}$/.test(body.payee.partyId))
      return json(400, { code: 'INVALID_PAYEE', message: 'Invalid MSISDN' });
    if (typeof body.currency !== 'string') return json(400, { code: 'INVALID_CURRENCY', message: 'Invalid currency' });
    const callback = req.headers['x-callback-url'];
    this.transfers.set(id, {
      referenceId: id,
      amount: body.amount,
      currency: body.currency,
      externalId: typeof body.externalId === 'string' ? body.externalId : '',
      payee: body.payee.partyId,
      callbackUrl: typeof callback === 'string' ? callback : null,
      status: 'PENDING',
      failWith: this.nextFailure,
    });
    this.nextFailure = null;
    if (this.options.autoSettle) setTimeout(() => void this.settle(id), 0);
    return json(202);
  }
}
