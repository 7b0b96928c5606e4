/**
 * MTN MoMo Disbursement as a payout provider, following MTN's documented API (conventions of
 * payments/momo-provider.ts):
 * - `POST /disbursement/token/` (Basic api user:api key, Ocp-Apim-Subscription-Key) -> bearer, cached;
 * - `GET /disbursement/v1_0/accountholder/msisdn/{msisdn}/active` checks the payee ({ result: false}: refused);
 * - `POST /disbursement/v1_0/transfer` with `X-Reference-Id` = our reference (a UUID) and `X-Target-Environment`,
 *   amount in whole units as a string, payee MSISDN -> 202. A reference used before answers 409
 *   RESOURCE_ALREADY_EXIST: that transfer stands and is looked up (never a second one);
 * - `GET /disbursement/v1_0/transfer/{referenceId}` decides: SUCCESSFUL paid, FAILED (REJECTED, TIMEOUT) failed with
 *   its reason, PENDING waiting; 404 never seen. The optional `X-Callback-Url` callback is unsigned: its address
 *   carries a per-reference token, and it only means "go and ask". MoMo has no reversal status.
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
import { momoMsisdn, momoReason, momoToMinor, momoUnit } from './momo-disbursement-contract.ts';

export interface MomoDisbursementConfig {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** sandbox (EUR), mtnghana (GHS), mtnuganda (UGX), mtnivorycoast (XOF). */
  targetEnvironment: string;
  currencies: readonly string[];
  apiBase: string;
  /** The public base of our callback route (PUBLIC_URL); without it no X-Callback-Url is sent (polling only). */
  callbackBase?: string;
  /** Keys the callback tokens; defaults to the api key. */
  callbackSecret?: string;
  testMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PROVIDER = 'MTN MoMo';

export class MomoDisbursementProvider implements PayoutProvider {
  readonly name = 'momo' as const;
  readonly wholeUnits = true;
  readonly statusAnswer = 'now' as const;
  readonly currencies: readonly string[];
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;
  private readonly secret: string;
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: MomoDisbursementConfig) {
    this.currencies = config.currencies;
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
    this.secret = config.callbackSecret ?? config.apiKey;
  }

  /** Where MTN calls us back about `reference` (POST or PUT): <callbackBase>/api/payouts/momo/callback/<reference>?token= */
  callbackUrl(reference: string): string | null {
    if (!this.config.callbackBase) return null;
    const token = callbackToken(this.secret, 'momo-callback', reference);
    return `${this.config.callbackBase.replace(/\/$/, '')}/api/payouts/momo/callback/${reference}?token=${token}`;
  }

  private request(path: string, init: RequestInit) {
    return providerJson<Record<string, unknown>>(this.fetch, `${this.config.apiBase.replace(/\/$/, '')}${path}`, init, {
      provider: PROVIDER,
      timeoutMs: this.config.timeoutMs,
    });
  }

  private async headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    if (!this.token || this.token.until <= Date.now()) {
      const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString('base64');
      const res = await this.request('/disbursement/token/', {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': this.config.subscriptionKey },
      });
      if (res.status !== 200 || typeof res.body.access_token !== 'string')
        throw new ProviderUnavailableError(PROVIDER, new Error(`token ${res.status}`));
      const seconds = Number(res.body.expires_in ?? 3600);
      this.token = { value: res.body.access_token, until: Date.now() + Math.max(60, seconds - 60) * 1000 };
    }
    return {
      authorization: `Bearer ${this.token.value}`,
      'x-target-environment': this.config.targetEnvironment,
      'ocp-apim-subscription-key': this.config.subscriptionKey,
      ...extra,
    };
  }

  async prepareRecipient(dest: PayoutDestination): Promise<{ recipientId: string; accountName: string }> {
    const reject = (reason: string) => new PayoutDestinationRejectedError(PROVIDER, reason);
    if (dest.method !== 'momo' || !this.currencies.includes(dest.currency))
      throw reject(`MTN MoMo pays ${this.currencies.join(', ')} to MTN Mobile Money numbers only`);
    const msisdn = dest.phone ? momoMsisdn(dest.phone, dest.currency) : null;
    if (!msisdn) throw reject(`This is not a mobile number of the ${dest.currency} market`);
    const res = await this.request(`/disbursement/v1_0/accountholder/msisdn/${msisdn}/active`, {
      method: 'GET',
      headers: await this.headers(),
    });
    if (res.status === 200 && res.body.result === true) return { recipientId: msisdn, accountName: dest.accountName };
    if (res.status === 200 || res.status === 404) throw reject('This number has no active MTN Mobile Money account');
    throw reject(text(res.body.message) || `The number was refused (HTTP ${res.status})`);
  }

  async send(input: PayoutSend): Promise<PayoutResult> {
    const unit = momoUnit(input.currency);
    checkSend(input, this.currencies, unit);
    const callback = this.callbackUrl(input.reference);
    const res = await this.request('/disbursement/v1_0/transfer', {
      method: 'POST',
      headers: await this.headers({
        'x-reference-id': input.reference,
        'content-type': 'application/json',
        ...(callback ? { 'x-callback-url': callback } : {}),
      }),
      body: JSON.stringify({
        amount: String(input.amountMinor / unit),
        currency: input.currency,
        externalId: input.reference,
        payee: { partyIdType: 'MSISDN', partyId: input.recipientId },
        payerMessage: input.reason.slice(0, 160),
        payeeNote: input.reason.slice(0, 160),
      }),
    });
    if (res.status === 202)
      return { state: 'pending', providerReference: input.reference, failureReason: null, amountMinor: null };
    // 409: a transfer with this reference exists (a retry, a concurrent send): it stands, as MTN reports it.
    if (res.status === 409) {
      const existing = await this.status(input.reference);
      if (existing) return existing;
      throw new ProviderUnavailableError(PROVIDER, new Error('409 for a reference MTN does not show'));
    }
    const why = text(res.body.message) || text(res.body.code) || `HTTP ${res.status}`;
    return { state: 'failed', providerReference: null, failureReason: why, amountMinor: null };
  }

  async status(reference: string): Promise<PayoutResult | null> {
    const res = await this.request(`/disbursement/v1_0/transfer/${encodeURIComponent(reference)}`, {
      method: 'GET',
      headers: await this.headers(),
    });
    if (res.status === 404) return null;
    if (res.status !== 200) throw new ProviderUnavailableError(PROVIDER, new Error(`HTTP ${res.status}`));
    const status = text(res.body.status).toUpperCase();
    const amountMinor = momoToMinor(res.body.amount, text(res.body.currency));
    const id = text(res.body.financialTransactionId) || reference;
    if (status === 'SUCCESSFUL') return { state: 'paid', providerReference: id, failureReason: null, amountMinor };
    if (status === 'FAILED' || status === 'REJECTED' || status === 'TIMEOUT')
      return {
        state: 'failed',
        providerReference: id,
        failureReason: momoReason(res.body.reason) ?? status,
        amountMinor,
      };
    return { state: 'pending', providerReference: id, failureReason: null, amountMinor };
  }

  /** MTN's callback on /api/payouts/momo/callback/:reference?token=: only says which transfer to look up. */
  readNotification(n: PayoutNotification): PayoutNotice | null {
    const reference = n.reference ?? '';
    if (!isPayoutReference(reference)) return null;
    if (!callbackTokenMatches(this.secret, 'momo-callback', reference, n.token)) return null;
    return { reference, result: null };
  }
}
