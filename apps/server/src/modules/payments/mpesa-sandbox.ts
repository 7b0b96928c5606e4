/**
 * A built-in stand-in for Safaricom's Daraja API, following its documented contract for M-Pesa Express: OAuth client
 * credentials, `stkpush/v1/processrequest` (password, timestamp, whole-shilling amount, 2547... number), the
 * unsigned `stkCallback` to CallBackURL once the buyer answers the PIN prompt, and `stkpushquery/v1/query` (HTTP 500
 * with errorCode 500.001.1001 while waiting, ResultCode "0" paid, "1032" cancelled by the user).
 *
 * With no M-Pesa credentials, `npm start` offers M-Pesa in TEST MODE through it, and the waiting page shows a
 * simulated phone (`answer`) where the PIN is entered. Tests run it behind a real HTTP server with faults. State is in
 * memory, like the Paystack stand-in's.
 */
import { randomBytes } from 'node:crypto';
import { stkPassword } from './mpesa-contract.ts';
import type { SandboxRequest, SandboxResponse } from './stand-in.ts';

interface StkRequest {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  result: { code: string; desc: string } | null;
  receipt: string | null;
}

const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export class MpesaSandbox {
  readonly requests = new Map<string, StkRequest>();
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  private tokens = new Set<string>();
  private faults: { status: number; times: number } | null = null;
  private deliver: ((url: string, body: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      consumerKey: string;
      consumerSecret: string;
      shortcode: string;
      passkey: string;
      deliverCallback?: (url: string, body: string) => Promise<void>;
    },
  ) {
    this.deliver = options.deliverCallback;
  }

  setCallbackTarget(deliver: (url: string, body: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  failNext(times: number, status = 503): void {
    this.faults = { status, times };
  }

  /** The buyer answers the prompt on their phone: the PIN (paid) or Cancel (ResultCode 1032); the callback goes out. */
  async answer(checkoutRequestId: string, answer: 'pin' | 'cancel' | 'insufficient'): Promise<boolean> {
    const r = this.requests.get(checkoutRequestId);
    if (!r || r.result) return false;
    if (answer === 'pin') {
      r.result = { code: '0', desc: 'The service request is processed successfully.' };
      r.receipt = `S${randomBytes(5).toString('hex').toUpperCase()}`;
    } else if (answer === 'cancel') r.result = { code: '1032', desc: 'Request cancelled by user' };
    else r.result = { code: '1', desc: 'The balance is insufficient for the transaction' };
    await this.sendCallback(r);
    return true;
  }

  /** The body Daraja posts to CallBackURL for a request (tests replay and tamper with it). */
  callbackBody(r: StkRequest): string {
    const paid = r.result?.code === '0';
    return JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: r.merchantRequestId,
          CheckoutRequestID: r.checkoutRequestId,
          ResultCode: Number(r.result?.code ?? 0),
          ResultDesc: r.result?.desc ?? '',
          ...(paid
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: r.amount },
                    { Name: 'MpesaReceiptNumber', Value: r.receipt },
                    { Name: 'TransactionDate', Value: 20261126120000 },
                    { Name: 'PhoneNumber', Value: Number(r.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    });
  }

  private async sendCallback(r: StkRequest): Promise<void> {
    if (!this.deliver) return;
    try {
      await this.deliver(r.callbackUrl, this.callbackBody(r));
    } catch {
      // Daraja sends the callback once; the merchant's query (stkpushquery) is what decides anyway.
    }
  }

  async handle(req: SandboxRequest): Promise<SandboxResponse> {
    const url = new URL(req.url, 'http://daraja.local');
    if (this.faults && this.faults.times > 0) {
      this.faults.times -= 1;
      return json(this.faults.status, { requestId: 'x', errorCode: '503.001.01', errorMessage: 'Service Unavailable' });
    }
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = `Basic ${Buffer.from(`${this.options.consumerKey}:${this.options.consumerSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || url.searchParams.get('grant_type') !== 'client_credentials')
        return json(400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      const token = randomBytes(16).toString('hex');
      this.tokens.add(token);
      return json(200, { access_token: token, expires_in: '3599' });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(bearer)) return json(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body || '{}') as Record<string, unknown>;
    } catch {
      return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid JSON' });
    }
    this.calls.push({ path: url.pathname, body });
    const badPassword =
      body.BusinessShortCode !== this.options.shortcode ||
      typeof body.Timestamp !== 'string' ||
      body.Password !== stkPassword(this.options.shortcode, this.options.passkey, body.Timestamp);
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
      if (badPassword) return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Password' });
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1)
        return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' });
      if (typeof body.PhoneNumber !== 'string' || !/^254[17]\d{8}$/.test(body.PhoneNumber))
        return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
      if (typeof body.CallBackURL !== 'string' || !/^https?:\/\//.test(body.CallBackURL))
        return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CallBackURL' });
      const r: StkRequest = {
        merchantRequestId: `${randomBytes(4).toString('hex')}-${Date.now()}`,
        checkoutRequestId: `ws_CO_${Date.now()}${randomBytes(6).toString('hex')}`,
        amount: body.Amount as number,
        phone: body.PhoneNumber,
        callbackUrl: body.CallBackURL,
        accountReference: typeof body.AccountReference === 'string' ? body.AccountReference : '',
        result: null,
        receipt: null,
      };
      this.requests.set(r.checkoutRequestId, r);
      return json(200, {
        MerchantRequestID: r.merchantRequestId,
        CheckoutRequestID: r.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
      if (badPassword) return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Password' });
      const r = this.requests.get(typeof body.CheckoutRequestID === 'string' ? body.CheckoutRequestID : '');
      if (!r) return json(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' });
      if (!r.result)
        return json(500, {
          requestId: r.merchantRequestId,
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        });
      return json(200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: r.merchantRequestId,
        CheckoutRequestID: r.checkoutRequestId,
        ResultCode: r.result.code,
        ResultDesc: r.result.desc,
      });
    }
    return json(404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
  }
}
