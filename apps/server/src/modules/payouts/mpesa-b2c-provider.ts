/**
 * M-Pesa B2C (Safaricom Daraja) as a payout provider:
 * - OAuth `GET /oauth/v1/generate?grant_type=client_credentials` (Basic consumer key:secret) -> bearer, cached (the
 *   same flow as payments/mpesa-provider.ts);
 * - `POST /mpesa/b2c/v3/paymentrequest` (OriginatorConversationID = our reference, InitiatorName, SecurityCredential,
 *   CommandID BusinessPayment, Amount in whole shillings, PartyA our shortcode, PartyB 2547XXXXXXXX, ResultURL,
 *   QueueTimeOutURL) -> ResponseCode "0" and a ConversationID: accepted, the outcome comes later to ResultURL;
 * - Daraja's callbacks are unsigned: each URL carries a per-reference token, and a B2C result only means "go and
 *   ask": status() sends `POST /mpesa/transactionstatus/v1/query` (OriginalConversationID = our reference), whose
 *   answer Daraja also delivers by callback (kind `status`, another token). That answer decides: TransactionStatus
 *   Completed -> paid, Reversed -> reversed, Failed/Declined/Cancelled/Expired -> failed; anything else is no news.
 *   Daraja documents no signature on either callback: the tokens (and HTTPS) are all that authenticates them.
 * - A sync refusal (HTTP 400) of a B2C request queued nothing: failed, except a duplicate OriginatorConversationID,
 *   which means the first request stands (pending). Daraja does not document that it refuses duplicates; the
 *   caller must still send a reference once per state change (its own unique row), this is the second guard.
 */
import {
  checkSend,
  isPayoutReference,
  PayoutDestinationRejectedError,
  ProviderUnavailableError,
  type PayoutDestination,
  type PayoutNotice,
  type PayoutNotification,
  type PayoutProvider,
  type PayoutResult,
  type PayoutSend,
} from './payout-provider.ts';
import { callbackToken, callbackTokenMatches, providerJson, text } from './payout-http.ts';
import { MPESA_CALLBACK_KINDS, mpesaMsisdn, readDarajaResult, type MpesaCallbackKind } from './mpesa-b2c-contract.ts';

export interface MpesaB2cConfig {
  consumerKey: string;
  consumerSecret: string;
  /** The B2C shortcode money leaves from (PartyA). */
  shortcode: string;
  initiatorName: string;
  /** The initiator password encrypted with Safaricom's certificate, base64 (made once, kept in the environment). */
  securityCredential: string;
  apiBase: string;
  /** The public base of our callback routes (PUBLIC_URL). */
  callbackBase: string;
  /** Keys the callback tokens; defaults to the consumer secret. */
  callbackSecret?: string;
  testMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PROVIDER = 'M-Pesa';
const FAILED = new Set(['failed', 'declined', 'cancelled', 'expired']);
const pending: PayoutResult = { state: 'pending', providerReference: null, failureReason: null, amountMinor: null };

export class MpesaB2cProvider implements PayoutProvider {
  readonly name = 'mpesa' as const;
  readonly currencies = ['KES'] as const;
  readonly wholeUnits = true;
  readonly statusAnswer = 'callback' as const;
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;
  private readonly secret: string;
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: MpesaB2cConfig) {
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
    this.secret = config.callbackSecret ?? config.consumerSecret;
  }

  /** Where Daraja calls us back about `reference`: POST <callbackBase>/api/payouts/mpesa/<kind>/<reference>?token= */
  callbackUrl(kind: MpesaCallbackKind, reference: string): string {
    const token = callbackToken(this.secret, `mpesa-${kind}`, reference);
    return `${this.config.callbackBase.replace(/\/$/, '')}/api/payouts/mpesa/${kind}/${reference}?token=${token}`;
  }

  private request(path: string, init: RequestInit) {
    return providerJson<Record<string, unknown>>(this.fetch, `${this.config.apiBase.replace(/\/$/, '')}${path}`, init, {
      provider: PROVIDER,
      timeoutMs: this.config.timeoutMs,
    });
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString('base64');
    const res = await this.request('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = typeof res.body.access_token === 'string' ? res.body.access_token : null;
    if (res.status !== 200 || !token) throw new ProviderUnavailableError(PROVIDER, new Error(`OAuth ${res.status}`));
    const seconds = Number(res.body.expires_in ?? 3599);
    this.token = { value: token, until: Date.now() + Math.max(60, seconds - 60) * 1000 };
    return token;
  }

  private async call(path: string, body: unknown) {
    const res = await this.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.bearer()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Anything but an answer or a refusal of this request (rate limits, unknown routes): nothing is known.
    if (res.status !== 200 && res.status !== 400)
      throw new ProviderUnavailableError(PROVIDER, new Error(`HTTP ${res.status} ${text(res.body.errorMessage)}`));
    return res;
  }

  /** Daraja has no account lookup before paying: the number must be a Kenyan mobile number; the name is the vendor's. */
  async prepareRecipient(dest: PayoutDestination): Promise<{ recipientId: string; accountName: string }> {
    if (dest.method !== 'mpesa' || dest.currency !== 'KES')
      throw new PayoutDestinationRejectedError(PROVIDER, 'M-Pesa pays Kenyan shillings to M-Pesa numbers only');
    const msisdn = dest.phone ? mpesaMsisdn(dest.phone) : null;
    if (!msisdn) throw new PayoutDestinationRejectedError(PROVIDER, 'This is not a Kenyan M-Pesa number');
    return { recipientId: msisdn, accountName: dest.accountName };
  }

  async send(input: PayoutSend): Promise<PayoutResult> {
    checkSend(input, this.currencies, 100);
    const partyB = mpesaMsisdn(input.recipientId);
    if (!partyB) throw new PayoutDestinationRejectedError(PROVIDER, 'This is not a Kenyan M-Pesa number');
    const res = await this.call('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: input.reference,
      InitiatorName: this.config.initiatorName,
      SecurityCredential: this.config.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: input.amountMinor / 100,
      PartyA: this.config.shortcode,
      PartyB: partyB,
      Remarks: input.reason.slice(0, 100) || 'Payout',
      QueueTimeOutURL: this.callbackUrl('timeout', input.reference),
      ResultURL: this.callbackUrl('result', input.reference),
      Occasion: input.reference,
    });
    if (res.status === 200 && text(res.body.ResponseCode) === '0')
      return { ...pending, providerReference: text(res.body.ConversationID) || null };
    const why = text(res.body.errorMessage) || text(res.body.ResponseDescription) || `HTTP ${res.status}`;
    if (/duplicate/i.test(why)) return pending; // the first request with this reference stands
    return { state: 'failed', providerReference: null, failureReason: why, amountMinor: null };
  }

  /** Asks Daraja (Transaction Status); the answer arrives as a `status` notice. Always `pending` here. */
  async status(reference: string): Promise<PayoutResult | null> {
    const res = await this.call('/mpesa/transactionstatus/v1/query', {
      Initiator: this.config.initiatorName,
      SecurityCredential: this.config.securityCredential,
      CommandID: 'TransactionStatusQuery',
      TransactionID: '',
      OriginalConversationID: reference,
      PartyA: this.config.shortcode,
      IdentifierType: '4',
      ResultURL: this.callbackUrl('status', reference),
      QueueTimeOutURL: this.callbackUrl('timeout', reference),
      Remarks: 'Payout status',
      Occasion: reference,
    });
    if (res.status !== 200 || text(res.body.ResponseCode) !== '0')
      throw new ProviderUnavailableError(PROVIDER, new Error(text(res.body.errorMessage) || `HTTP ${res.status}`));
    return pending;
  }

  /** A Daraja callback on POST /api/payouts/mpesa/:kind/:reference?token=. */
  readNotification(n: PayoutNotification): PayoutNotice | null {
    const kind = MPESA_CALLBACK_KINDS.find((k) => k === n.kind);
    const reference = n.reference ?? '';
    if (!kind || !isPayoutReference(reference)) return null;
    if (!callbackTokenMatches(this.secret, `mpesa-${kind}`, reference, n.token)) return null;
    const r = readDarajaResult(n.rawBody);
    if (kind === 'timeout') return { reference, result: null };
    if (!r) return null;
    if (kind === 'result')
      return r.originatorConversationId && r.originatorConversationId !== reference
        ? null
        : { reference, result: null };
    const original = text(r.params.OriginatorConversationID);
    if (original && original !== reference) return null;
    const status = text(r.params.TransactionStatus).toLowerCase();
    if (r.resultCode !== '0' || !status) return { reference, result: pending }; // the question failed: no news
    const amount = Number(r.params.Amount);
    const answer: PayoutResult = {
      ...pending,
      providerReference: text(r.params.ReceiptNo) || r.transactionId || null,
      amountMinor: Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : null,
    };
    const reason = text(r.params.ReasonType) || r.resultDesc || status;
    if (status === 'completed') return { reference, result: { ...answer, state: 'paid' } };
    if (status === 'reversed') return { reference, result: { ...answer, state: 'reversed', failureReason: reason } };
    if (FAILED.has(status)) return { reference, result: { ...answer, state: 'failed', failureReason: reason } };
    return { reference, result: { ...answer, state: 'pending' } };
  }
}
