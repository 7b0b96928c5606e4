import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/flows.ts';
import { linkFrom } from '../../../test/smtp-capture.ts';
import { currentTotp } from './totp.ts';
import { findUserByEmail } from './auth.repository.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Chinedu Eze',
    email,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    role: 'buyer',
    acceptTerms: true,
    ...extra,
  };
}

describe('registration and e-mail verification', () => {
  it('registers, e-mails a verification link over SMTP, verifies, then signs in to the right dashboard role', async () => {
    const email = uniqueEmail('reg');
    const c = new ApiClient(env.app);
    const reg = await c.post('/api/auth/register', registration(email, { role: 'vendor', phone: '+234 803 000 0000' }));
    expect(reg.status).toBe(201);

    const early = await c.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await env.smtp.waitFor(email);
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = linkFrom(mail.text, '/verify-email');
    expect(link.origin).toBe('http://localhost:3999');
    const verify = await c.post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expect(verify.body).toEqual({ ok: true, email });

    const login = await c.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email,
      name: 'Chinedu Eze',
      firstName: 'Chinedu',
      lastName: 'Eze',
      roles: ['vendor'],
      activeRole: 'vendor',
      isAdmin: false,
      kycStatus: 'NONE',
      isVerified: false,
      phone: '+234 803 000 0000',
      notificationPreferences: {
        emailNotifications: true,
        orderUpdates: true,
        marketingEmails: false,
        securityAlerts: true,
      },
    });
    const cookie = login.headers['set-cookie'];
    expect(String(cookie)).toMatch(/sid=.*HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Lax/i);
    const session = await c.get('/api/auth/session');
    expect(session.body.user.email).toBe(email);
  });

  it('uses a verification link once only', async () => {
    const email = uniqueEmail('once');
    const c = new ApiClient(env.app);
    await c.post('/api/auth/register', registration(email));
    const token = linkFrom((await env.smtp.waitFor(email)).text, '/verify-email').searchParams.get('token');
    expect((await c.post('/api/auth/verify-email', { token })).status).toBe(200);
    const again = await c.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired verification link and sends a fresh one on request', async () => {
    const email = uniqueEmail('expired');
    const c = new ApiClient(env.app);
    await c.post('/api/auth/register', registration(email));
    const token = linkFrom((await env.smtp.waitFor(email)).text, '/verify-email').searchParams.get('token');
    env.clock.advance(25 * 3_600_000);
    const res = await c.post('/api/auth/verify-email', { token });
    expect(res.body.error.code).toBe('EXPIRED_TOKEN');
    expect((await c.post('/api/auth/resend-verification', { email })).status).toBe(200);
    const fresh = await env.smtp.waitFor(email, (m) => !m.text.includes(token!));
    const freshToken = linkFrom(fresh.text, '/verify-email').searchParams.get('token');
    expect((await c.post('/api/auth/verify-email', { token: freshToken })).status).toBe(200);
  });

  it('answers the spec message for an e-mail that is already registered, whatever the letter case', async () => {
    const email = uniqueEmail('dup');
    const c = new ApiClient(env.app);
    expect((await c.post('/api/auth/register', registration(email))).status).toBe(201);
    const dup = await c.post('/api/auth/register', registration(email.toUpperCase()));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This email is already registered. Please log in or use a different email address.',
    });
  });

  it('creates exactly one account when the same e-mail registers ten times at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => new ApiClient(env.app).post('/api/auth/register', registration(email))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('names the field for each invalid input', async () => {
    const c = new ApiClient(env.app);
    const short = await c.post(
      '/api/auth/register',
      registration(uniqueEmail(), { password: 'abc', confirmPassword: 'abc' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields.password).toBe('Password must be at least 6 characters');
    const mismatch = await c.post(
      '/api/auth/register',
      registration(uniqueEmail(), { confirmPassword: 'Other-Pass-99' }),
    );
    expect(mismatch.body.error.details.fields.confirmPassword).toBe('Passwords do not match');
    const terms = await c.post('/api/auth/register', registration(uniqueEmail(), { acceptTerms: false }));
    expect(terms.body.error.details.fields.acceptTerms).toBeDefined();
    const badEmail = await c.post('/api/auth/register', registration('not-an-email'));
    expect(badEmail.body.error.details.fields.email).toBe('Please enter a valid email address');
    const adminRole = await c.post('/api/auth/register', registration(uniqueEmail(), { role: 'admin' }));
    expect(adminRole.status).toBe(400);
    expect(adminRole.body.error.details.fields.role).toBeDefined();
  });

  it('refuses weak passwords with reasons (weak_password)', async () => {
    const c = new ApiClient(env.app);
    const res = await c.post(
      '/api/auth/register',
      registration(uniqueEmail(), { password: 'password', confirmPassword: 'password' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('WEAK_PASSWORD');
    expect(res.body.error.details.reasons).toContain('This password is too common. Choose a less predictable one.');
  });
});

describe('login', () => {
  it('gives one generic answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUp(env);
    const c = new ApiClient(env.app);
    const wrong = await c.post('/api/auth/login', { email, password: 'Wrong-Password-1' });
    const unknown = await c.post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong-Password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('signs out: the session cookie no longer works', async () => {
    const { client } = await signUp(env);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses a state change without the CSRF header', async () => {
    const { client } = await signUp(env);
    const res = await client.post('/api/auth/logout', {}, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_FAILED');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('rate-limits repeated login attempts', async () => {
    const limited = await createTestEnv({ RATE_LIMIT_AUTH_PER_15MIN: '3' });
    try {
      const c = new ApiClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await c.post('/api/auth/login', { email: 'x@example.com', password: 'nope-nope' })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await c.post('/api/auth/login', { email: 'x@example.com', password: 'nope-nope' });
      expect(last.body.error.code).toBe('RATE_LIMITED');
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in throttle: only failed attempts count', () => {
  let limited: TestEnv;
  beforeAll(async () => {
    limited = await createTestEnv({ RATE_LIMIT_AUTH_PER_15MIN: '5' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('lets a user sign in and out 30 times in a row with a limit of 5', async () => {
    const { email, password } = await signUp(limited);
    for (let i = 0; i < 30; i++) {
      const c = new ApiClient(limited.app);
      const login = await c.post('/api/auth/login', { email, password });
      expect(login.status, `sign-in ${i + 1}: ${JSON.stringify(login.body)}`).toBe(200);
      expect((await c.post('/api/auth/logout')).status).toBe(200);
    }
  });

  it('refuses the 6th attempt after 5 wrong passwords, even with the right one, until the window ends', async () => {
    const { email, password } = await signUp(limited);
    const c = new ApiClient(limited.app);
    for (let i = 0; i < 5; i++)
      expect((await c.post('/api/auth/login', { email, password: 'Wrong-Password-1' })).status).toBe(401);
    const refused = await c.post('/api/auth/login', { email, password });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.error.message).toBe(`Too many attempts. Please wait ${retryAfter} seconds and try again.`);
    // Refusals do not extend the window.
    limited.clock.advance(10 * 60_000);
    const stillRefused = await c.post('/api/auth/login', { email, password });
    expect(stillRefused.status).toBe(429);
    expect(Number(stillRefused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);

    limited.clock.advance(5 * 60_000 + 1_000);
    const again = await c.post('/api/auth/login', { email, password });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('counts wrong two-factor codes as failures too', async () => {
    limited.clock.advance(16 * 60_000);
    const user = await signUp(limited);
    const setup = await user.client.post('/api/me/two-factor/setup');
    expect(
      (
        await user.client.post('/api/me/two-factor/enable', {
          code: currentTotp(setup.body.secret, limited.clock.now()),
        })
      ).status,
    ).toBe(200);
    limited.clock.advance(60_000);
    const c = new ApiClient(limited.app);
    const step1 = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(step1.body.status).toBe('two-factor-required');
    const valid = new Set(
      [-30_000, 0, 30_000].map((d) => currentTotp(setup.body.secret, new Date(limited.clock.now().getTime() + d))),
    );
    const wrong = ['111111', '222222', '333333', '444444', '555555', '666666']
      .filter((code) => !valid.has(code))
      .slice(0, 5);
    for (const code of wrong) {
      const res = await c.post('/api/auth/login/two-factor', { challengeId: step1.body.challengeId, code });
      expect(['INVALID_TWO_FACTOR_CODE', 'TWO_FACTOR_LOCKED']).toContain(res.body.error.code);
    }
    const refused = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('password reset', () => {
  it('says when no account has that e-mail', async () => {
    const res = await new ApiClient(env.app).post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(
      'No account found with this email address. Please check your email or create a new account.',
    );
  });

  it('resets by the e-mailed link with both tokens, once, and signs out every session', async () => {
    const { client, email } = await signUp(env);
    const anon = new ApiClient(env.app);
    expect((await anon.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const mail = await env.smtp.waitFor(email, (m) => m.text.includes('/reset-password'));
    const link = linkFrom(mail.text, '/reset-password');
    const accessToken = link.searchParams.get('access_token')!;
    const refreshToken = link.searchParams.get('refresh_token')!;
    expect(accessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();

    const wrongPair = await anon.post('/api/auth/reset-password', {
      accessToken,
      refreshToken: 'x'.repeat(43),
      password: 'New-Secret-77',
      confirmPassword: 'New-Secret-77',
    });
    expect(wrongPair.body.error.code).toBe('INVALID_TOKEN');

    const ok = await anon.post('/api/auth/reset-password', {
      accessToken,
      refreshToken,
      password: 'New-Secret-77',
      confirmPassword: 'New-Secret-77',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    const reuse = await anon.post('/api/auth/reset-password', {
      accessToken,
      refreshToken,
      password: 'Other-Secret-88',
      confirmPassword: 'Other-Secret-88',
    });
    expect(reuse.body.error.code).toBe('INVALID_TOKEN');
    expect((await anon.post('/api/auth/login', { email, password: 'New-Secret-77' })).status).toBe(200);
    expect((await new ApiClient(env.app).post('/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(401);
    await env.smtp.waitFor(email, (m) => m.subject === 'Your password was changed');
  });

  it('refuses a reset link after 30 minutes', async () => {
    const { email } = await signUp(env);
    const anon = new ApiClient(env.app);
    await anon.post('/api/auth/forgot-password', { email });
    const link = linkFrom(
      (await env.smtp.waitFor(email, (m) => m.text.includes('/reset-password'))).text,
      '/reset-password',
    );
    env.clock.advance(31 * 60_000);
    const res = await anon.post('/api/auth/reset-password', {
      accessToken: link.searchParams.get('access_token'),
      refreshToken: link.searchParams.get('refresh_token'),
      password: 'New-Secret-77',
      confirmPassword: 'New-Secret-77',
    });
    expect(res.body.error.code).toBe('EXPIRED_TOKEN');
  });

  it('makes an older reset link useless once a newer one is sent', async () => {
    const { email } = await signUp(env);
    const anon = new ApiClient(env.app);
    await anon.post('/api/auth/forgot-password', { email });
    const first = linkFrom(
      (await env.smtp.waitFor(email, (m) => m.text.includes('/reset-password'))).text,
      '/reset-password',
    );
    await anon.post('/api/auth/forgot-password', { email });
    await env.smtp.waitFor(
      email,
      (m) => m.text.includes('/reset-password') && !m.text.includes(first.searchParams.get('access_token')!),
    );
    const res = await anon.post('/api/auth/reset-password', {
      accessToken: first.searchParams.get('access_token'),
      refreshToken: first.searchParams.get('refresh_token'),
      password: 'New-Secret-77',
      confirmPassword: 'New-Secret-77',
    });
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });
});

describe('two-factor authentication', () => {
  it('is set up with a TOTP secret, then required at login; codes cannot be replayed', async () => {
    const { client, email, password } = await signUp(env);
    const setup = await client.post('/api/me/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const bad = await client.post('/api/me/two-factor/enable', { code: '000000' });
    expect(bad.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(
      (await client.post('/api/me/two-factor/enable', { code: currentTotp(setup.body.secret, env.clock.now()) }))
        .status,
    ).toBe(200);
    expect((await client.get('/api/me')).body.twoFactorEnabled).toBe(true);
    await env.smtp.waitFor(email, (m) => m.subject === 'Two-factor authentication is on');

    env.clock.advance(60_000);
    const c2 = new ApiClient(env.app);
    const step1 = await c2.post('/api/auth/login', { email, password });
    expect(step1.body.status).toBe('two-factor-required');
    expect((await c2.get('/api/me')).status).toBe(401);
    const wrong = await c2.post('/api/auth/login/two-factor', { challengeId: step1.body.challengeId, code: '123456' });
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const code = currentTotp(setup.body.secret, env.clock.now());
    const step2 = await c2.post('/api/auth/login/two-factor', { challengeId: step1.body.challengeId, code });
    expect(step2.body.status).toBe('signed-in');
    expect((await c2.get('/api/me')).status).toBe(200);

    const c3 = new ApiClient(env.app);
    const again = await c3.post('/api/auth/login', { email, password });
    const replay = await c3.post('/api/auth/login/two-factor', { challengeId: again.body.challengeId, code });
    expect(replay.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');

    const off = await c2.post('/api/me/two-factor/disable', { password: 'wrong-password' });
    expect(off.body.error.code).toBe('WRONG_PASSWORD');
    expect((await c2.post('/api/me/two-factor/disable', { password })).status).toBe(200);
    const c4 = new ApiClient(env.app);
    expect((await c4.post('/api/auth/login', { email, password })).body.status).toBe('signed-in');
  });
});

describe('suspension', () => {
  it('ends a suspended user sessions at once', async () => {
    const { client, email } = await signUp(env);
    const user = await findUserByEmail(env.deps.db, email);
    const { updateUser } = await import('./auth.repository.ts');
    await updateUser(env.deps.db, user!.id, { status: 'suspended' });
    expect((await client.get('/api/me')).status).toBe(401);
    const login = await new ApiClient(env.app).post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(login.body.error.code).toBe('ACCOUNT_SUSPENDED');
  });
});
