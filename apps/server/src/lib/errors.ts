import type { ErrorCode } from '@app/shared/errors';
import { isErrorMessageKey, msg, type Message } from '@app/shared/error-messages';
import { localize } from './i18n.ts';

/**
 * The one error type services throw. Only the error handler maps codes to HTTP statuses, and renders the message (and
 * any message inside `details`, such as field errors) in the caller's language; `Error.message` is the English text, for
 * logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: Message,
    readonly details?: unknown,
  ) {
    super(localize(text));
    this.name = 'AppError';
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CSRF_FAILED: 403,
  INTERNAL: 500,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  WEAK_PASSWORD: 400,
  NO_ACCOUNT: 404,
  INVALID_TOKEN: 400,
  EXPIRED_TOKEN: 400,
  TWO_FACTOR_REQUIRED: 401,
  INVALID_TWO_FACTOR_CODE: 400,
  WRONG_PASSWORD: 400,
  ROLE_NOT_HELD: 403,
  CART_EMPTY: 400,
  CART_HAS_PROBLEMS: 409,
  CONTACT_SUPPORT_REQUIRED: 400,
  PAYMENT_NOT_APPROVED: 409,
  OUT_OF_STOCK: 409,
  ORDER_PLACEMENT_FAILED: 502,
  OFFER_EXPIRED: 409,
  TRANSLATION_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  TWO_FACTOR_LOCKED: 429,
  GOODS_IN_HAND_REQUIRED: 409,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  TRANSFER_SHORT: 409,
  QUOTE_EXPIRED: 409,
  SHIPPING_UNAVAILABLE: 409,
};

/** A validation error naming one field. */
export function fieldError(field: string, message: Message): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/**
 * A shared contract's refusal of fields a route parsed itself (multipart forms): each field's first issue, worded by
 * the key the contract carries (anything else: "check this field").
 */
export function contractFieldsError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, Message> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    fields[field] ??= isErrorMessageKey(issue.message) ? msg(issue.message) : msg('common.invalidInput');
  }
  return new AppError('VALIDATION_ERROR', Object.values(fields)[0] ?? msg('common.invalidInput'), { fields });
}
