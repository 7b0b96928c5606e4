/**
 * A built-in stand-in for Daraja's B2C and Transaction Status APIs: OAuth client credentials, `b2c/v3/paymentrequest`
 * (sync: ResponseCode "0" and a ConversationID; the Result is posted to ResultURL once settled) and
 * `transactionstatus/v1/query` (sync acceptance; the Result, with TransactionStatus Completed, Failed, Reversed or
 * Pending, is posted to its ResultURL). Callbacks are unsigned, as Daraja's are.
 *
 * Test data (documented here, used by the tests and TEST MODE): a PartyB ending in 0000 (e.g. 254700000000) is "not
 * a registered M-Pesa customer": the B2C result is ResultCode 2040; a wrong InitiatorName or SecurityCredential gives
 * ResultCode 2001 ("The initiator information is invalid."). Amounts are whole shillings (an integer, at least 10).
 * A repeated OriginatorConversationID is refused ("Duplicate OriginatorConversationID") and queues nothing.
 * `autoSettle` settles right after acceptance (TEST MODE); tests call `settle`, `reverse`, `failNext`, `delayNext`.
 */
import { randomBytes } from 'node:crypto';
import { darajaResultBody } from './mpesa-b2c-contract.ts';
import { jsonAnswer as json, StandInFaults, type SandboxRequest, type SandboxResponse } from './payout-stand-in.ts';

export interface B2cPayment {
  originatorConversationId: string;
  conversationId: string;
  amount: number;
  partyB: string;
  resultUrl: string;
  timeoutUrl: string;
  initiatorValid: boolean;
  status: 'Pending' | 'Completed' | 'Failed' | 'Reversed';
  transactionId: string;
  result: { code: string; desc: string } | null;
}

export class MpesaB2cSandbox {
  readonly payments = new Map<string, B2cPayment>();
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  /** Every callback posted (or that would have been, with no target), in order. */
  readonly callbacks: { url: string; body: string }[] = [];
  readonly faults = new StandInFaults();
  private tokens = new Set<string>();
  private deliver: ((url: string, body: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      consumerKey: string;
      consumerSecret: string;
      shortcode: string;
      initiatorName: string;
      securityCredential: string;
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

  /** Daraja processes a queued B2C payment and posts its Result to ResultURL. */
  async settle(originatorConversationId: string): Promise<void> {
    const p = this.payments.get(originatorConversationId);
    if (!p || p.result) return;
    if (!p.initiatorValid) p.result = { code: '2001', desc: 'The initiator information is invalid.' };
    else if (p.partyB.endsWith('0000'))
      p.result = {
        code: '2040',
        desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
      };
    else p.result = { code: '0', desc: 'The service request is processed successfully.' };
    p.status = p.result.code === '0' ? 'Completed' : 'Failed';
    await this.post(p.resultUrl, this.b2cResultBody(p));
  }

  /** Safaricom reverses a completed payment (no callback to us: a later status query tells). */
  reverse(originatorConversationId: string): boolean {
    const p = this.payments.get(originatorConversationId);
    if (!p || p.status !== 'Completed') return false;
    p.status = 'Reversed';
    return true;
  }

  /** The body Daraja posts to ResultURL for a settled payment (tests replay and forge with it). */
  b2cResultBody(p: B2cPayment): string {
    return darajaResultBody({
      resultType: 0,
      resultCode: p.result?.code ?? '0',
      resultDesc: p.result?.desc ?? '',
      originatorConversationId: p.originatorConversationId,
      conversationId: p.conversationId,
      transactionId: p.transactionId,
      params:
        p.result?.code === '0'
          ? {
              TransactionAmount: p.amount,
              TransactionReceipt: p.transactionId,
              B2CRecipientIsRegisteredCustomer: 'Y',
              ReceiverPartyPublicName: `${p.partyB} - TEST RECIPIENT`,
            }
          : undefined,
    });
  }

  private async post(url: string, body: string): Promise<void> {
    this.callbacks.push({ url, body });
    if (!this.deliver) return;
    try {
      await this.deliver(url, body);
    } catch {
      // Daraja posts once; the merchant asks with Transaction Status anyway.
    }
  }

  async handle(req: SandboxRequest): Promise<SandboxResponse> {
    const url = new URL(req.url, 'http://daraja.local');
    const fault = await this.faults.apply();
    if (fault !== null)
      return json(fault, { requestId: 'x', errorCode: '503.001.01', errorMessage: 'Service Unavailable' });
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
    const bad = (what: string) => json(400, { errorCode: '400.002.02', errorMessage: `Bad Request - ${what}` });
    const initiatorValid =
      body.InitiatorName === this.options.initiatorName || body.Initiator === this.options.initiatorName
        ? body.SecurityCredential === this.options.securityCredential
        : false;
    if (req.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest') {
      const id = typeof body.OriginatorConversationID === 'string' ? body.OriginatorConversationID : '';
      if (!/^[\w-]{1,64}$/.test(id)) return bad('Invalid OriginatorConversationID');
      if (this.payments.has(id)) return bad('Duplicate OriginatorConversationID');
      if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID)))
        return bad('Invalid CommandID');
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 10) return bad('Invalid Amount');
      if (body.PartyA !== this.options.shortcode) return bad('Invalid PartyA');
      if (typeof body.PartyB !== 'string' || !/^254[17]\d{8}$/.test(body.PartyB)) return bad('Invalid PartyB');
      if (typeof body.ResultURL !== 'string' || !/^https?:\/\//.test(body.ResultURL)) return bad('Invalid ResultURL');
      const p: B2cPayment = {
        originatorConversationId: id,
        conversationId: `AG_${Date.now()}_${randomBytes(6).toString('hex')}`,
        amount: body.Amount as number,
        partyB: body.PartyB,
        resultUrl: body.ResultURL,
        timeoutUrl: typeof body.QueueTimeOutURL === 'string' ? body.QueueTimeOutURL : '',
        initiatorValid,
        status: 'Pending',
        transactionId: randomBytes(5).toString('hex').toUpperCase(),
        result: null,
      };
      this.payments.set(id, p);
      if (this.options.autoSettle) setTimeout(() => void this.settle(id), 0);
      return json(200, {
        ConversationID: p.conversationId,
        OriginatorConversationID: id,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/transactionstatus/v1/query') {
      if (body.CommandID !== 'TransactionStatusQuery') return bad('Invalid CommandID');
      if (typeof body.ResultURL !== 'string' || !/^https?:\/\//.test(body.ResultURL)) return bad('Invalid ResultURL');
      const p = [...this.payments.values()].find(
        (x) =>
          (body.OriginalConversationID && x.originatorConversationId === body.OriginalConversationID) ||
          (body.TransactionID && x.transactionId === body.TransactionID),
      );
      const queryId = `${randomBytes(4).toString('hex')}-${Date.now()}`;
      const resultUrl = body.ResultURL;
      setTimeout(() => void this.post(resultUrl, this.statusResultBody(queryId, p, initiatorValid)), 0);
      return json(200, {
        OriginatorConversationID: queryId,
        ConversationID: `AG_${Date.now()}_${randomBytes(6).toString('hex')}`,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    return json(404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
  }

  private statusResultBody(queryId: string, p: B2cPayment | undefined, initiatorValid: boolean): string {
    const common = { resultType: 0, originatorConversationId: queryId, conversationId: `AG_${queryId}` };
    if (!initiatorValid)
      return darajaResultBody({
        ...common,
        resultCode: '2001',
        resultDesc: 'The initiator information is invalid.',
        transactionId: '',
      });
    if (!p)
      return darajaResultBody({
        ...common,
        resultCode: 'R000002',
        resultDesc: 'The OriginatorConversationID is invalid.',
        transactionId: '',
      });
    return darajaResultBody({
      ...common,
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      transactionId: p.transactionId,
      params: {
        ReceiptNo: p.transactionId,
        TransactionStatus: p.status,
        Amount: p.amount,
        ReasonType: p.status === 'Completed' ? 'Business Payment to Customer via API' : (p.result?.desc ?? p.status),
        CreditPartyName: `${p.partyB} - TEST RECIPIENT`,
        OriginatorConversationID: p.originatorConversationId,
      },
    });
  }
}
