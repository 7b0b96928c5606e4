/**
 * Daraja's B2C and Transaction Status contract as both the adapter and the built-in stand-in use it (no cycle between
 * them). `mpesaMsisdn` is a copy of payments/mpesa-contract.ts's (that file is private to payments).
 */

/** "0712 345 678", "+254712345678", "254712345678" -> "254712345678"; null when it is not a Kenyan mobile number. */
export function mpesaMsisdn(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const local = /^0([17]\d{8})$/.exec(digits);
  if (local) return `254${local[1]}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/** What Daraja posts to a ResultURL (B2C results and Transaction Status results alike). */
export interface DarajaResult {
  resultType: number;
  resultCode: string;
  resultDesc: string;
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
  /** ResultParameters.ResultParameter as Key -> Value. */
  params: Record<string, unknown>;
}

const scalar = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Reads `{ Result: { ResultType, ResultCode, ... } }`; null when the body is not a Daraja result. */
export function readDarajaResult(rawBody: string): DarajaResult | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const r = (parsed as { Result?: Record<string, unknown> } | null)?.Result;
  if (!r || typeof r !== 'object' || scalar(r.ResultCode) === '') return null;
  const list = (r.ResultParameters as { ResultParameter?: unknown } | undefined)?.ResultParameter;
  const items = Array.isArray(list) ? list : list ? [list] : [];
  const params: Record<string, unknown> = {};
  for (const item of items as { Key?: unknown; Value?: unknown }[])
    if (typeof item?.Key === 'string') params[item.Key] = item.Value;
  return {
    resultType: Number(r.ResultType ?? 0),
    resultCode: scalar(r.ResultCode),
    resultDesc: scalar(r.ResultDesc),
    originatorConversationId: scalar(r.OriginatorConversationID),
    conversationId: scalar(r.ConversationID),
    transactionId: scalar(r.TransactionID),
    params,
  };
}

/** Builds the body Daraja posts to a ResultURL (the stand-in's callbacks; tests forge with it). */
export function darajaResultBody(r: Omit<DarajaResult, 'params'> & { params?: Record<string, unknown> }): string {
  return JSON.stringify({
    Result: {
      ResultType: r.resultType,
      ResultCode: /^\d+$/.test(r.resultCode) ? Number(r.resultCode) : r.resultCode,
      ResultDesc: r.resultDesc,
      OriginatorConversationID: r.originatorConversationId,
      ConversationID: r.conversationId,
      TransactionID: r.transactionId,
      ...(r.params
        ? { ResultParameters: { ResultParameter: Object.entries(r.params).map(([Key, Value]) => ({ Key, Value })) } }
        : {}),
    },
  });
}

/** The callback routes' kinds: B2C result, queue timeout, and the Transaction Status result we asked for. */
export const MPESA_CALLBACK_KINDS = ['result', 'timeout', 'status'] as const;
export type MpesaCallbackKind = (typeof MPESA_CALLBACK_KINDS)[number];
