/**
 * The payouts port: how escrow's released money reaches a vendor (Paystack Transfers, M-Pesa B2C, MTN MoMo
 * Disbursement). The adapters only talk to providers: they keep nothing (no table, no memory a second process would
 * need); the caller stores the recipient id, our reference and each answer, and reconciles.
 *
 * Rules every adapter keeps:
 * - amounts are integers in the minor units of `currency` (kobo, pesewas; KES cents, though M-Pesa pays whole
 *   shillings only: `wholeUnits`);
 * - `reference` is ours and is the idempotency key: a lowercase UUID (it is valid as a Paystack transfer reference,
 *   a MoMo X-Reference-Id and a Daraja OriginatorConversationID alike). Sending the same reference twice, even
 *   concurrently, makes one transfer at the provider; the second send answers the first transfer's state;
 * - a provider that cannot be reached, times out, answers 5xx or refuses our credentials throws
 *   ProviderUnavailableError: nothing is known to have happened; retry later with the same reference;
 * - `failed` means no money left under this reference; a new attempt uses a new reference;
 * - a webhook or callback proves nothing by itself: `readNotification` verifies it (signature or URL token) and
 *   names the reference to ask about; the provider's answer to our own question decides.
 */
export { ProviderUnavailableError, withProvider } from '../payments/payment-provider.ts';

export type PayoutProviderName = 'paystack' | 'mpesa' | 'momo';
export type PayoutMethod = 'bank' | 'mpesa' | 'momo';

export interface PayoutDestination {
  method: PayoutMethod;
  /** ISO code of the currency paid out (NGN, GHS, KES, ZAR, UGX, XOF...). */
  currency: string;
  /** The name the vendor gave; the bank's own name for the account is returned by prepareRecipient when known. */
  accountName: string;
  /** Bank account number (method 'bank'). */
  accountNumber?: string;
  /** The provider's bank code (`listBanks`); for Paystack mobile money, the telco code (MTN, VOD, ATL, MPESA). */
  bankCode?: string;
  /** Mobile-money number, national or international form (methods 'mpesa', 'momo'; Paystack mobile money). */
  phone?: string;
}

export type PayoutState = 'pending' | 'paid' | 'failed' | 'reversed';

export interface PayoutResult {
  state: PayoutState;
  /** The provider's id for the transfer (Paystack transfer_code, M-Pesa ConversationID or receipt, MoMo id). */
  providerReference: string | null;
  /** The provider's words when failed or reversed (fit to show an operator or the vendor). */
  failureReason: string | null;
  /** The amount the provider says it moved, minor units; null when it did not say. The caller compares. */
  amountMinor: number | null;
}

export interface PayoutSend {
  /** Our idempotency key: a lowercase UUID (see above). */
  reference: string;
  /** What prepareRecipient returned. */
  recipientId: string;
  amountMinor: number;
  currency: string;
  /** Shown on the vendor's statement where the provider allows (trimmed to its limit). */
  reason: string;
}

/**
 * A call the provider made to one of our public routes, as the route received it: `kind` and `reference` from the
 * path, `token` from `?token=`, the headers and the raw body (signatures are over the raw bytes).
 */
export interface PayoutNotification {
  kind?: string;
  reference?: string;
  token?: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * What a verified notification means. `result: null`: "go and ask", call status(reference) (Paystack, MoMo, and
 * M-Pesa's B2C result). `result` set: the provider's answer to a status question we asked (M-Pesa's Transaction
 * Status result, which only arrives by callback).
 */
export interface PayoutNotice {
  reference: string;
  result: PayoutResult | null;
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** No real money: a built-in stand-in answers instead of the provider. */
  readonly testMode: boolean;
  readonly currencies: readonly string[];
  /** Pays whole units of the currency only (M-Pesa, MoMo): amountMinor must be a multiple of the unit. */
  readonly wholeUnits: boolean;
  /** 'now': status() returns the provider's answer. 'callback': status() only asks; the answer comes as a notice. */
  readonly statusAnswer: 'now' | 'callback';
  /**
   * Checks and registers where the money goes; throws PayoutDestinationRejectedError with the provider's reason when
   * refused. Returns the opaque recipient id to store (Paystack recipient_code, or the normalised MSISDN).
   */
  prepareRecipient(dest: PayoutDestination): Promise<{ recipientId: string; accountName: string }>;
  /** Sends amountMinor under `reference`; never pays twice for one reference (a duplicate answers the first). */
  send(input: PayoutSend): Promise<PayoutResult>;
  /**
   * The provider's current word on a transfer we sent, or null when it never saw that reference. With
   * statusAnswer 'callback' (M-Pesa) it asks and answers `pending`: the answer arrives later as a notice.
   */
  status(reference: string): Promise<PayoutResult | null>;
  /** Verifies a webhook/callback; null when forged, unsigned, tokenless or not about a payout. */
  readNotification(notification: PayoutNotification): PayoutNotice | null;
  /** The banks (or telcos) a destination can name, for the vendor's Settings page. */
  listBanks?(currency: string): Promise<{ code: string; name: string }[]>;
}

/** The provider refused the destination (unknown account, not a mobile-money number...): tell the vendor `reason`. */
export class PayoutDestinationRejectedError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} refused the payout destination: ${reason}`);
    this.name = 'PayoutDestinationRejectedError';
  }
}

/** A call the adapter refuses before any request (a reference that is not a UUID, a fraction of a shilling...). */
export class PayoutRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRequestError';
  }
}

const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Throws PayoutRequestError unless `reference` is a lowercase UUID and the amount a positive whole of `unit`. */
export function checkSend(input: PayoutSend, currencies: readonly string[], unit = 1): void {
  if (!REFERENCE.test(input.reference)) throw new PayoutRequestError('The payout reference must be a lowercase UUID');
  if (!currencies.includes(input.currency))
    throw new PayoutRequestError(`Cannot pay out in ${input.currency} (${currencies.join(', ')})`);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor % unit !== 0)
    throw new PayoutRequestError(`Invalid payout amount ${input.amountMinor} ${input.currency}`);
}

export function isPayoutReference(reference: string): boolean {
  return REFERENCE.test(reference);
}
