import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/flows.ts';
import { ERROR_CATALOGUES } from '@app/shared/error-catalogues';
import { notify } from '../notifications/notifications.service.ts';

/**
 * The account's e-mail language is its own setting (PUT /api/me/language, Settings > Notifications). The page language
 * (the Accept-Language the web app sends after the switcher) only changes how the server answers that page.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

async function resetMailSubject(email: string, after: number): Promise<string> {
  const client = new ApiClient(env.app);
  expect((await client.post('/api/auth/forgot-password', { email })).status).toBe(200);
  const mail = await env.smtp.waitFor(
    email,
    (m) => m.text.includes('/reset-password') && env.smtp.messages.indexOf(m) >= after,
  );
  return mail.subject;
}

describe('e-mail language', () => {
  it('does not change when the page language changes; answers follow the page, e-mails the saved language', async () => {
    const { client, email } = await signUp(env);
    expect((await client.get('/api/me')).body.language).toBe('en');

    // The visitor switches the page to Arabic: every request now carries Arabic, and answers come in Arabic...
    client.setHeader('accept-language', 'ar');
    const refused = await client.patch('/api/me', {
      name: 'Ada Obi',
      email,
      phone: 'call me',
      company: '',
      country: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields.phone).toBe(
      (ERROR_CATALOGUES.ar.auth as { form: { phoneInvalid: string } }).form.phoneInvalid,
    );
    await client.patch('/api/me', { name: 'Ada Obi', email, phone: '', company: 'Obi Foods', country: 'Nigeria' });
    await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    // ...but the account's e-mail language stays English, and so do its e-mails.
    expect((await client.get('/api/me')).body.language).toBe('en');
    const before = env.smtp.messages.length;
    expect(await resetMailSubject(email, before)).toBe('Reset your password');
  });

  it('changes in Settings, and the next e-mails use it', async () => {
    const { client, email, userId } = await signUp(env);
    client.setHeader('accept-language', 'fr');
    expect((await client.put('/api/me/language', { language: 'ha' })).status).toBe(200);
    expect((await client.get('/api/me')).body.language).toBe('ha');

    const before = env.smtp.messages.length;
    expect(await resetMailSubject(email, before)).toBe('Sake saita kalmar sirrinku');
    // A notification e-mail too, whatever language the page that caused it was in.
    await notify(env.deps, userId, 'order.placed', { orderRef: 'AB12CD34', total: '$10.00', link: '/buyer/dashboard' });
    const placed = await env.smtp.waitFor(email, (m) => m.subject.includes('AB12CD34'));
    expect(placed.subject).toBe('An tabbatar da oda: AB12CD34');
  });

  it('starts as the language of the page the account was registered on', async () => {
    const client = new ApiClient(env.app);
    const email = uniqueEmail('arabic');
    const reg = await client.post('/api/auth/register', {
      name: 'Layla Haddad',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      role: 'buyer',
      acceptTerms: true,
      language: 'ar',
    });
    expect(reg.status).toBe(201);
    const verify = await env.smtp.waitFor(email, (m) => m.text.includes('/verify-email'));
    expect(verify.subject).not.toMatch(/[A-Za-z]{4,}/);
    expect(verify.subject).toMatch(/[\u0600-\u06ff]/);
  });

  it('accepts only the five languages, and only for the signed-in account', async () => {
    const { client } = await signUp(env);
    expect((await client.put('/api/me/language', { language: 'de' })).status).toBe(400);
    expect((await new ApiClient(env.app).put('/api/me/language', { language: 'fr' })).status).toBe(401);
    expect((await client.get('/api/me')).body.language).toBe('en');
  });
});
