/** Error codes the API answers with. The web app branches on `code`, never on the message. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CSRF_FAILED',
  'INTERNAL',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'WEAK_PASSWORD',
  'NO_ACCOUNT',
  'INVALID_TOKEN',
  'EXPIRED_TOKEN',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'WRONG_PASSWORD',
  'ROLE_NOT_HELD',
  'CART_EMPTY',
  'CART_HAS_PROBLEMS',
  'CONTACT_SUPPORT_REQUIRED',
  'PAYMENT_NOT_APPROVED',
  'OUT_OF_STOCK',
  'ORDER_PLACEMENT_FAILED',
  'OFFER_EXPIRED',
  'TRANSLATION_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'TWO_FACTOR_LOCKED',
  'GOODS_IN_HAND_REQUIRED',
  /** The chosen payment rail does not take this amount (card/wallet above its maximum): pay by bank transfer. */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** A recorded bank transfer is less than the pro-forma total: refused, nothing recorded. */
  'TRANSFER_SHORT',
  'QUOTE_EXPIRED',
  /** No carrier service reaches the address for one vendor's part of the cart (issue 17). */
  'SHIPPING_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  /**
   * `message` is in the caller's language (Accept-Language, else the account's language); `key` names it in the shared
   * error catalogue (`@app/shared/error-messages`) for clients that branch on the exact refusal or word it themselves.
   */
  error: { code: ErrorCode; message: string; key?: string; requestId?: string; details?: unknown };
}
