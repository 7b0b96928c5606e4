import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { quickBuyer, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { LibreTranslateLoopback } from '../../../test/libretranslate-loopback.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { LibreTranslateTranslator, TranslatorError } from './translator.ts';

const FRENCH = {
  name: 'Fèves de cacao premium du Ghana',
  description:
    'Fèves fermentées et séchées au soleil, issues de petites exploitations de la région Ashanti. Qualité 1, récolte de cette année.',
  specifications: 'Humidité inférieure à 7,5 %, 100 fèves pour 100 g',
};
const ENGLISH = {
  name: 'Premium Ghana cocoa beans',
  description:
    'Fermented and sun-dried beans from smallholder farms of the Ashanti region. Grade 1, this year’s harvest.',
  specifications: 'Moisture below 7.5%, 100 beans per 100 g',
};

describe('translation through a LibreTranslate-compatible service', () => {
  let env: TestEnv;
  let lt: LibreTranslateLoopback;
  let vendor: Awaited<ReturnType<typeof signUp>>;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  let stranger: ApiClient;
  let admin: ApiClient;
  let productId: string;
  let conversationId: string;
  let inquiryMessageId: string;

  beforeAll(async () => {
    lt = new LibreTranslateLoopback('lt-secret');
    const base = await lt.start();
    for (const k of ['name', 'description', 'specifications'] as const) lt.phrases.set(FRENCH[k], { en: ENGLISH[k] });
    env = await createTestEnv({
      TRANSLATE_URL: `${base}/`,
      TRANSLATE_API_KEY: 'lt-secret',
      TRANSLATE_TIMEOUT_MS: '2000',
    });
    vendor = await signUp(env, { role: 'vendor', name: 'Awa Diallo' });
    buyer = await signUp(env, { name: 'John Carter' });
    stranger = await quickBuyer(env, 1);
    const created = await vendor.client.post('/api/vendor/products', productBody({ ...FRENCH, tags: ['cacao'] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.id as string;
    const inquiry = await buyer.client.post('/api/messaging/inquiries', {
      productId,
      quantity: 10,
      unit: 'MT',
      targetPrice: '2200.00',
      currency: 'USD',
      destinationCountry: 'France',
      requiredBy: '2026-12-20',
      message: 'We would like ten tonnes delivered to Le Havre before Christmas. Can you do it?',
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
    conversationId = inquiry.body.id as string;
    inquiryMessageId = inquiry.body.messages[0].id as string;
    await ensureAdmin(env.deps, 'tr-admin@example.com', 'Console-Admin-Pass-1');
    admin = new ApiClient(env.app);
    await admin.post('/api/auth/login', { email: 'tr-admin@example.com', password: 'Console-Admin-Pass-1' });
  });
  afterAll(async () => {
    await env.close();
    await lt.stop();
  });

  it('says it is enabled and detects the listing language', async () => {
    const visitor = new ApiClient(env.app);
    expect((await visitor.get('/api/translation/config')).body).toEqual({
      enabled: true,
      languages: ['en', 'fr', 'yo', 'ha', 'ar'],
    });
    const lang = await visitor.get(`/api/translation/products/${productId}`);
    expect(lang.status).toBe(200);
    expect(lang.body).toEqual({ productId, enabled: true, language: 'fr' });
  });

  it('translates a listing for a visitor following the contract, then serves it from the cache', async () => {
    lt.requests = [];
    const visitor = new ApiClient(env.app);
    const res = await visitor.post(`/api/translation/products/${productId}`, { target: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ productId, source: 'fr', target: 'en', ...ENGLISH, sameLanguage: false });
    // One request per text, in the documented shape, with the API key.
    expect(lt.requests).toHaveLength(3);
    expect(lt.requests.map((r) => r.q).sort()).toEqual(Object.values(FRENCH).sort());
    for (const r of lt.requests)
      expect(r).toMatchObject({ source: 'fr', target: 'en', format: 'text', api_key: 'lt-secret' });

    // A second reader (signed in this time) gets the same translation without a call to the service.
    const again = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'en' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(lt.requests).toHaveLength(3);

    // Another language is another translation.
    const ar = await visitor.post(`/api/translation/products/${productId}`, { target: 'ar' });
    expect(ar.body).toMatchObject({ source: 'fr', target: 'ar', name: `[ar] ${FRENCH.name}` });
    expect(lt.requests).toHaveLength(6);
  });

  it('answers the original when the listing is already in the reader language, and refuses unknown languages and products', async () => {
    lt.requests = [];
    const same = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'fr' });
    expect(same.body).toEqual({ productId, source: 'fr', target: 'fr', ...FRENCH, sameLanguage: true });
    expect(lt.requests).toHaveLength(0);
    const bad = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const missing = await buyer.client.post('/api/translation/products/7d1d6c63-3b59-4b2f-8a8d-1e9d35a0c111', {
      target: 'en',
    });
    expect(missing.status).toBe(404);
  });

  it('an edited listing is translated anew', async () => {
    const edited = await vendor.client.put(
      `/api/vendor/products/${productId}`,
      productBody({ ...FRENCH, description: `${FRENCH.description} Livraison rapide.`, tags: ['cacao'] }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    lt.requests = [];
    const res = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'en' });
    expect(res.body.description).toBe(`[en] ${FRENCH.description} Livraison rapide.`);
    expect(res.body.name).toBe(ENGLISH.name);
    expect(lt.requests.map((r) => r.q)).toEqual([`${FRENCH.description} Livraison rapide.`]);
  });

  it('a failing service answers TRANSLATION_UNAVAILABLE and caches nothing', async () => {
    lt.failWith = 500;
    const res = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'ha' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'TRANSLATION_UNAVAILABLE', details: { reason: 'upstream' } });
    lt.failWith = null;
    lt.requests = [];
    const ok = await buyer.client.post(`/api/translation/products/${productId}`, { target: 'ha' });
    expect(ok.status).toBe(200);
    expect(lt.requests).toHaveLength(3);
  });

  it('translates a message for both parties and admins only', async () => {
    lt.requests = [];
    const url = `/api/translation/conversations/${conversationId}/messages/${inquiryMessageId}`;
    const forVendor = await vendor.client.post(url, { target: 'fr' });
    expect(forVendor.status, JSON.stringify(forVendor.body)).toBe(200);
    expect(forVendor.body).toEqual({
      messageId: inquiryMessageId,
      source: 'en',
      target: 'fr',
      text: '[fr] We would like ten tonnes delivered to Le Havre before Christmas. Can you do it?',
      sameLanguage: false,
    });
    expect(lt.requests).toEqual([
      {
        q: 'We would like ten tonnes delivered to Le Havre before Christmas. Can you do it?',
        source: 'en',
        target: 'fr',
        format: 'text',
        api_key: 'lt-secret',
      },
    ]);
    // cached for the admin
    expect((await admin.post(url, { target: 'fr' })).body.text).toBe(forVendor.body.text);
    expect(lt.requests).toHaveLength(1);
    // the sender may translate it too (into another language); a stranger and a visitor may not
    expect((await buyer.client.post(url, { target: 'en' })).body).toMatchObject({
      sameLanguage: true,
      text: forVendor.body.text.replace('[fr] ', ''),
    });
    const strangers = await stranger.post(url, { target: 'fr' });
    expect(strangers.status).toBe(404);
    expect(strangers.body.error.code).toBe('NOT_FOUND');
    expect((await new ApiClient(env.app).post(url, { target: 'fr' })).status).toBe(401);
    // a message id from another thread is not found through this one
    expect(
      (
        await vendor.client.post(
          `/api/translation/conversations/${conversationId}/messages/7d1d6c63-3b59-4b2f-8a8d-1e9d35a0c111`,
          { target: 'fr' },
        )
      ).status,
    ).toBe(404);
  });

  it('lets the service detect the language of a short message', async () => {
    const sent = await vendor.client.post(`/api/messaging/conversations/${conversationId}/messages`, {
      body: 'Oui, merci !',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    lt.requests = [];
    lt.autoDetected = 'fr';
    const res = await buyer.client.post(`/api/translation/conversations/${conversationId}/messages/${sent.body.id}`, {
      target: 'en',
    });
    expect(res.body).toEqual({
      messageId: sent.body.id,
      source: 'fr',
      target: 'en',
      text: '[en] Oui, merci !',
      sameLanguage: false,
    });
    expect(lt.requests[0]).toMatchObject({ source: 'auto', target: 'en' });
  });

  it('limits translations per reader', async () => {
    const reader = await quickBuyer(env, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await reader.post(`/api/translation/products/${productId}`, { target: 'en' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('LibreTranslate adapter', () => {
  it('sends the API key and reports a refused one', async () => {
    const lt = new LibreTranslateLoopback('right-key');
    const base = await lt.start();
    try {
      const good = new LibreTranslateTranslator({ baseUrl: base, apiKey: 'right-key', timeoutMs: 2000 });
      expect(await good.translate('Hello', 'en', 'yo')).toEqual({ text: '[yo] Hello', detected: null });
      expect(await good.translate('Hello', null, 'yo')).toEqual({ text: '[yo] Hello', detected: 'en' });
      const bad = new LibreTranslateTranslator({ baseUrl: base, apiKey: 'wrong-key', timeoutMs: 2000 });
      const err = await bad.translate('Hello', 'en', 'yo').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TranslatorError);
      expect(err).toMatchObject({ status: 403, message: 'translation service answered 403: Invalid API key' });
    } finally {
      await lt.stop();
    }
    const down = new LibreTranslateTranslator({ baseUrl: lt.baseUrl, apiKey: undefined, timeoutMs: 500 });
    await expect(down.translate('Hello', 'en', 'fr')).rejects.toBeInstanceOf(TranslatorError);
  });
});

describe('translation switched off (no TRANSLATE_URL)', () => {
  let env: TestEnv;
  let productId: string;
  beforeAll(async () => {
    env = await createTestEnv();
    const vendor = await signUp(env, { role: 'vendor' });
    productId = (await vendor.client.post('/api/vendor/products', productBody(FRENCH))).body.id as string;
  });
  afterAll(async () => {
    await env.close();
  });

  it('reports the feature off and refuses to translate', async () => {
    const visitor = new ApiClient(env.app);
    expect((await visitor.get('/api/translation/config')).body).toMatchObject({ enabled: false });
    expect((await visitor.get(`/api/translation/products/${productId}`)).body).toEqual({
      productId,
      enabled: false,
      language: 'fr',
    });
    const res = await visitor.post(`/api/translation/products/${productId}`, { target: 'en' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'TRANSLATION_UNAVAILABLE', details: { reason: 'disabled' } });
  });
});
