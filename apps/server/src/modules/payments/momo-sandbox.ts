/**
 * A built-in stand-in for MTN MoMo Collections, following its documented contract: `POST /collection/token/` (Basic
 * api user:key and the subscription key), `POST /collection/v1_0/requesttopay` (202; 409 RESOURCE_ALREADY_EXIST for
 * a reference id used before; X-Target-Environment checked) and `GET /collection/v1_0/requesttopay/{id}` (PENDING,
 * SUCCESSFUL with a financialTransactionId, FAILED with a reason). The buyer's approval on their phone is played by
 * `answer` (the TEST MODE phone on the waiting page). State in memory, like the other stand-ins.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxRequest, SandboxResponse } from './stand-in.ts';

interface RequestToPay {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  payer: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  financialTransactionId?: string;
  reason?: string;
}

const json = (status: number, body?: unknown): SandboxResponse => ({
  status,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  body: body === undefined ? '' : JSON.stringify(body),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MomoSandbox {
  readonly requests = new Map<string, RequestToPay>();
  readonly calls: { path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  private tokens = new Set<string>();
  private faults: { status: number; times: number } | null = null;

  constructor(
    private readonly options: {
      subscriptionKey: string;
      apiUser: string;
      apiKey: string;
      targetEnvironment: string;
    },
  ) {}

  failNext(times: number, status = 503): void {
    this.faults = { status, times };
  }

  /** The buyer approves (or rejects) the request on their phone. */
  answer(referenceId: string, answer: 'pin' | 'cancel'): boolean {
    const r = this.requests.get(referenceId);
    if (!r || r.status !== 'PENDING') return false;
    if (answer === 'pin') {
      r.status = 'SUCCESSFUL';
      r.financialTransactionId = String(1_000_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000));
    } else {
      r.status = 'FAILED';
      r.reason = 'APPROVAL_REJECTED';
    }
    return true;
  }

  handle(req: SandboxRequest): Promise<SandboxResponse> {
    return Promise.resolve(this.respond(req));
  }

  private respond(req: SandboxRequest): SandboxResponse {
    const url = new URL(req.url, 'http://momo.local');
    this.calls.push({ path: url.pathname, headers: req.headers, body: req.body });
    if (this.faults && this.faults.times > 0) {
      this.faults.times -= 1;
      return json(this.faults.status, { code: 'INTERNAL_PROCESSING_ERROR', message: 'Service unavailable' });
    }
    if (req.headers['ocp-apim-subscription-key'] !== this.options.subscriptionKey)
      return json(401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });
    if (req.method === 'POST' && url.pathname === '/collection/token/') {
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
    if (req.method === 'POST' && url.pathname === '/collection/v1_0/requesttopay') {
      const id = req.headers['x-reference-id'];
      if (typeof id !== 'string' || !UUID.test(id))
        return json(400, { code: 'INVALID_REFERENCE_ID', message: 'X-Reference-Id must be a UUID' });
      if (this.requests.has(id))
        return json(409, {
          code: 'RESOURCE_ALREADY_EXIST',
          message: 'Duplicated reference id. Creation of resource failed.',
        });
      let body: { amount?: unknown; currency?: unknown; externalId?: unknown; payer?: { partyId?: unknown } };
      try {
        body = JSON.parse(req.body || '{}') as typeof body;
      } catch {
        return json(400, { code: 'INVALID_JSON', message: 'Invalid JSON' });
      }
      if (typeof body.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(body.amount) || Number(body.amount) <= 0)
        return json(400, { code: 'INVALID_AMOUNT', message: 'Invalid amount' });
      if (typeof body.payer?.partyId !== 'string' || !/^\d{8,15}$/.test(body.payer.partyId))
        return json(400, { code: 'INVALID_PAYER', message: 'Invalid MSISDN' });
      if (typeof body.currency !== 'string')
        return json(400, { code: 'INVALID_CURRENCY', message: 'Invalid currency' });
      this.requests.set(id, {
        referenceId: id,
        amount: body.amount,
        currency: body.currency,
        externalId: typeof body.externalId === 'string' ? body.externalId : '',
        payer: body.payer.partyId,
        status: 'PENDING',
      });
      return json(202);
    }
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      const r = this.requests.get(decodeURIComponent(status[1]!));
      if (!r) return json(404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return json(200, {
        amount: r.amount,
        currency: r.currency,
        externalId: r.externalId,
        payer: { partyIdType: 'MSISDN', partyId: r.payer },
        status: r.status,
        ...(r.financialTransactionId ? { financialTransactionId: r.financialTransactionId } : {}),
        ...(r.reason ? { reason: r.reason } : {}),
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  }
}
