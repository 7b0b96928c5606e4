import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, readCookie, setRequestLanguage, toApiError } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it('reads code, message, request id, field errors and reasons', () => {
    const err = toApiError(400, {
      error: {
        code: 'WEAK_PASSWORD',
        message: 'This password is too common.',
        requestId: 'req-1',
        details: { reasons: ['This password is too common.'], fields: { password: 'This password is too common.' } },
      },
    });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('WEAK_PASSWORD');
    expect(err.status).toBe(400);
    expect(err.requestId).toBe('req-1');
    expect(err.reasons).toEqual(['This password is too common.']);
    expect(err.fields).toEqual({ password: 'This password is too common.' });
  });

  it('keeps the catalogue key the server named', () => {
    const err = toApiError(409, {
      error: { code: 'CONFLICT', message: 'Votre panier est vide', key: 'orders.cartEmpty' },
    });
    expect(err.key).toBe('orders.cartEmpty');
    expect(err.message).toBe('Votre panier est vide');
    expect(toApiError(409, { error: { code: 'CONFLICT', message: 'x' } }).key).toBeUndefined();
  });

  it('copes with a body that is not the API error shape', () => {
    const err = toApiError(500, 'oops');
    expect(err.code).toBe('HTTP_ERROR');
    expect(err.fields).toEqual({});
  });
});

describe('readCookie', () => {
  it('finds a cookie by name', () => {
    expect(readCookie('csrf', 'a=1; csrf=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('csrf', 'a=1')).toBeUndefined();
  });
});

describe('apiFetch', () => {
  it('asks for messages in the page language', async () => {
    const seen: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get('accept-language'));
        return Promise.resolve(json(200, { ok: true }));
      }),
    );
    setRequestLanguage('fr');
    await apiFetch('/api/me');
    setRequestLanguage('ar');
    await apiFetch('/api/me');
    setRequestLanguage('en');
    expect(seen).toEqual(['fr', 'ar']);
  });

  it('turns a failed fetch into a NETWORK error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  });

  it('fetches a CSRF token first and sends it on non-GET requests', async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === '/api/auth/session') return Promise.resolve(json(200, { user: null, csrfToken: 'tok-123' }));
        return Promise.resolve(json(200, { ok: true }));
      }),
    );
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toEqual({ ok: true });
    const post = calls.find((c) => c.url === '/api/auth/logout');
    expect((post?.init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok-123');
    expect(post?.init?.credentials).toBe('same-origin');
  });

  it('throws the server error for an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } })),
    );
    await expect(apiFetch('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      status: 401,
    });
  });
});
