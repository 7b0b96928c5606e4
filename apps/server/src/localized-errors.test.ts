import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@app/shared/error-messages';
import { ApiClient, createTestEnv, type TestEnv } from '../test/harness.ts';
import { signUp } from '../test/flows.ts';
import { buildApp } from './app.ts';
import { SESSION_COOKIE } from './http/cookies.ts';
import { AppError } from './lib/errors.ts';

/** Refusals are worded in the caller's language (decision 009): what a French, Hausa or Arabic reader sees. */
let env: TestEnv;
let buyer: Awaited<ReturnType<typeof signUp>>;

const checkoutBody = (overrides: { city?: string; idempotencyKey?: string } = {}) => ({
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '+234 800 000 0000', company: '' },
  shipping: { address: '1 Marina', city: overrides.city ?? 'Lagos', country: 'Nigeria', postalCode: '100001' },
  idempotencyKey: overrides.idempotencyKey ?? 'key-12345678',
});

beforeAll(async () => {
  env = await createTestEnv();
  buyer = await signUp(env);
});
afterAll(async () => {
  await env.close();
});

describe('refusals in the caller’s language', () => {
  it('answers a business refusal in the language of Accept-Language, and names its key', async () => {
    buyer.client.setHeader('accept-language', 'fr-FR,fr;q=0.9,en;q=0.5');
    const fr = await buyer.client.post('/api/checkout', checkoutBody());
    expect(fr.status).toBe(400);
    expect(fr.body.error).toMatchObject({
      code: 'CART_EMPTY',
      message: 'Votre panier est vide',
      key: 'orders.cartEmpty',
    });

    buyer.client.setHeader('accept-language', 'ar');
    const ar = await buyer.client.post('/api/checkout', checkoutBody());
    expect(ar.body.error.message).toBe('سلتك فارغة');

    buyer.client.setHeader('accept-language', 'en-GB');
    const en = await buyer.client.post('/api/checkout', checkoutBody());
    expect(en.body.error.message).toBe('Your cart is empty');
  });

  it('falls back to the account’s language when the request names none it supports', async () => {
    const other = await signUp(env);
    expect((await other.client.put('/api/me/language', { language: 'ha' })).status).toBe(200);
    other.client.setHeader('accept-language', 'de-DE');
    const res = await other.client.post('/api/checkout', checkoutBody());
    expect(res.body.error.message).toBe('Kwandonka babu komai');
    other.client.setHeader('accept-language', undefined);
    expect((await other.client.post('/api/checkout', checkoutBody())).body.error.message).toBe('Kwandonka babu komai');
  });

  it('words contract validation field by field: the contract’s own message and zod’s defaults', async () => {
    buyer.client.setHeader('accept-language', 'fr');
    const res = await buyer.client.post('/api/checkout', checkoutBody({ city: ' ', idempotencyKey: 'short' }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.fields).toEqual({
      'shipping.city': 'La ville est obligatoire',
      idempotencyKey: 'Saisissez au moins 8 caractères',
    });
    expect(res.body.error.message).toBe('La ville est obligatoire');
  });

  it('words the field errors inside a refusal’s details', async () => {
    const app = await buildApp(env.deps);
    app.post('/api/test/refund', { config: { access: 'public', csrf: false } }, async () => {
      throw new AppError('VALIDATION_ERROR', msg('orders.partialRefundRange'), {
        fields: { refundCents: msg('orders.partialRefundRange') },
        limit: 100,
      });
    });
    const res = await app.inject({ method: 'POST', url: '/api/test/refund', headers: { 'accept-language': 'yo' } });
    expect(res.statusCode).toBe(400);
    const yoruba = 'Ìdápadà apá kan gbọ́dọ̀ ju 0 lọ kí ó sì kéré sí iye ọjà náà';
    expect(res.json().error).toMatchObject({
      message: yoruba,
      key: 'orders.partialRefundRange',
      details: { fields: { refundCents: yoruba }, limit: 100 },
    });
    await app.close();
  });

  it('words the refusals of the framework itself: sign-in needed, unknown path, unreadable body', async () => {
    const anonymous = new ApiClient(env.app);
    anonymous.setHeader('accept-language', 'fr');
    const orders = await anonymous.get('/api/orders');
    expect(orders.status).toBe(401);
    expect(orders.body.error.message).toBe('Veuillez vous connecter pour continuer.');

    const missing = await env.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'ar' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('غير موجود');

    const csrf = buyer.client.cookie('csrf') ?? '';
    const broken = await env.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: {
        'accept-language': 'fr',
        'content-type': 'application/json',
        cookie: `csrf=${csrf}; ${sessionCookie(buyer.client)}`,
        'x-csrf-token': csrf,
      },
      payload: '{"contact": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('Le corps de la requête n’est pas un JSON valide');
  });
});

function sessionCookie(client: ApiClient): string {
  return `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE) ?? ''}`;
}
