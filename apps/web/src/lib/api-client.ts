import type { ErrorCode as ServerErrorCode } from '@app/shared/errors';

/** Server error codes plus the client-only ones ('NETWORK' when the request never got an answer, 'HTTP_ERROR' for a non-JSON failure). */
export type ErrorCode = ServerErrorCode | 'NETWORK' | 'HTTP_ERROR';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet connection and try again.';

export class ApiError extends Error {
  code: ErrorCode;
  status: number;
  fields: Record<string, string>;
  /** The message's key in the shared error catalogue (`@app/shared/error-messages`), when the server named one. */
  key?: string;
  requestId?: string;
  reasons?: string[];
  /** The error's `details` object as the server sent it (e.g. `transactionId` of a payment error). */
  details: Record<string, unknown>;

  constructor(init: {
    code: ErrorCode;
    message: string;
    status: number;
    fields?: Record<string, string>;
    key?: string;
    requestId?: string;
    reasons?: string[];
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.details = init.details ?? {};
    if (init.key !== undefined) this.key = init.key;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.reasons !== undefined) this.reasons = init.reasons;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

let pageLanguage: string | undefined;

/**
 * The language the pages are shown in: sent as Accept-Language with every request, so the server words its messages
 * (refusals, field errors) in it. Set by the i18n setup at start and on every language change.
 */
export function setRequestLanguage(lang: string): void {
  pageLanguage = lang;
}

const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'x-csrf-token';

export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

let csrfFromSession: string | undefined;
let pendingCsrf: Promise<string | undefined> | undefined;

/** Remembers the token from a GET /api/auth/session answer (the cookie holds the same value). */
export function rememberCsrfToken(token: string | undefined): void {
  if (token) csrfFromSession = token;
}

async function csrfToken(): Promise<string | undefined> {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  if (csrfFromSession) return csrfFromSession;
  pendingCsrf ??= (async () => {
    try {
      const res = await fetch('/api/auth/session', {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (res.ok) {
        const body = (await res.json()) as { csrfToken?: string };
        rememberCsrfToken(body.csrfToken);
      }
    } catch {
      // The real request below reports the network failure.
    }
    return readCookie(CSRF_COOKIE) ?? csrfFromSession;
  })().finally(() => {
    pendingCsrf = undefined;
  });
  return pendingCsrf;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns an answer body (docs/api.md error shape) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const err = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!err) {
    return new ApiError({ code: 'HTTP_ERROR', status, message: `Request failed (${status})` });
  }
  const details = isRecord(err.details) ? err.details : {};
  const fields: Record<string, string> = {};
  if (isRecord(details.fields)) {
    for (const [k, v] of Object.entries(details.fields)) {
      if (typeof v === 'string') fields[k] = v;
    }
  }
  const reasons = Array.isArray(details.reasons)
    ? details.reasons.filter((r): r is string => typeof r === 'string')
    : undefined;
  return new ApiError({
    code: (typeof err.code === 'string' ? err.code : 'HTTP_ERROR') as ErrorCode,
    status,
    message: typeof err.message === 'string' ? err.message : `Request failed (${status})`,
    fields,
    ...(typeof err.key === 'string' ? { key: err.key } : {}),
    ...(typeof err.requestId === 'string' ? { requestId: err.requestId } : {}),
    ...(reasons ? { reasons } : {}),
    details,
  });
}

export interface ApiFetchInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  try {
    return await send<T>(path, init);
  } catch (err) {
    // A stale CSRF token (e.g. the server restarted): fetch a fresh one and try once more.
    if (err instanceof ApiError && err.code === 'CSRF_FAILED') {
      csrfFromSession = undefined;
      await refreshCsrf();
      return send<T>(path, init);
    }
    throw err;
  }
}

async function refreshCsrf(): Promise<void> {
  try {
    const res = await fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (res.ok) rememberCsrfToken(((await res.json()) as { csrfToken?: string }).csrfToken);
  } catch {
    // reported by the retried request
  }
}

async function send<T>(path: string, init: ApiFetchInit): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (pageLanguage) headers['accept-language'] = pageLanguage;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    const token = await csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'NETWORK', status: 0, message: NETWORK_ERROR_MESSAGE });
  }

  const text = await res.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }

  if (!res.ok) {
    // A dev proxy answers 502/503/504 when the API is not reachable: treat it as a network failure.
    if (body === undefined && (res.status === 502 || res.status === 503 || res.status === 504)) {
      throw new ApiError({ code: 'NETWORK', status: res.status, message: NETWORK_ERROR_MESSAGE });
    }
    throw toApiError(res.status, body);
  }
  if (path === '/api/auth/session' && isRecord(body) && typeof body.csrfToken === 'string') {
    rememberCsrfToken(body.csrfToken);
  }
  return body as T;
}

export interface ApiUploadInit {
  /** Called with the fraction (0..1) of the request body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data (files) with the CSRF header and reports upload progress. Uses XMLHttpRequest because
 * fetch cannot report upload progress. Errors are ApiErrors like apiFetch's; a stale CSRF token is refreshed once.
 */
export async function apiUpload<T>(path: string, form: FormData, init: ApiUploadInit = {}): Promise<T> {
  try {
    return await sendUpload<T>(path, form, init);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'CSRF_FAILED') {
      csrfFromSession = undefined;
      await refreshCsrf();
      return sendUpload<T>(path, form, init);
    }
    throw err;
  }
}

async function sendUpload<T>(path: string, form: FormData, init: ApiUploadInit): Promise<T> {
  const token = await csrfToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', abort);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (pageLanguage) xhr.setRequestHeader('accept-language', pageLanguage);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) init.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      done();
      let body: unknown = undefined;
      if (xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        init.onProgress?.(1);
        resolve(body as T);
      } else if (body === undefined && (xhr.status === 502 || xhr.status === 503 || xhr.status === 504)) {
        reject(new ApiError({ code: 'NETWORK', status: xhr.status, message: NETWORK_ERROR_MESSAGE }));
      } else {
        reject(toApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ code: 'NETWORK', status: 0, message: NETWORK_ERROR_MESSAGE }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (init.signal) {
      if (init.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      init.signal.addEventListener('abort', abort, { once: true });
    }
    xhr.send(form);
  });
}
