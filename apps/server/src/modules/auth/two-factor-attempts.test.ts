import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { authTokens } from './auth.schema.ts';
import { splitToken } from './tokens.ts';
import { currentTotp } from './totp.ts';

let env: TestEnv;
let email: string;
let password: string;
let secret: string;

beforeAll(async () => {
  env = await createTestEnv();
  const user = await signUp(env);
  ({ email, password } = user);
  const setup = await user.client.post('/api/me/two-factor/setup');
  secret = setup.body.secret as string;
  const on = await user.client.post('/api/me/two-factor/enable', { code: currentTotp(secret, env.clock.now()) });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  env.clock.advance(60_000);
});
afterAll(async () => {
  await env.close();
});

/** A code that none of the accepted time steps (now, one before, one after) produces. */
function wrongCode(): string {
  const now = env.clock.now().getTime();
  const valid = new Set([-30_000, 0, 30_000].map((d) => currentTotp(secret, new Date(now + d))));
  for (let n = 100_000; ; n += 1) if (!valid.has(String(n))) return String(n);
}

async function passwordStep(client: ApiClient): Promise<string> {
  const res = await client.post('/api/auth/login', { email, password });
  expect(res.body.status).toBe('two-factor-required');
  return res.body.challengeId as string;
}

async function attemptMarkers(challengeId: string): Promise<number> {
  const { selector } = splitToken(challengeId);
  const rows = await env.deps.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.purpose, 'two_factor_attempt'), like(authTokens.selector, `${selector}~%`)));
  return rows.length;
}

describe('two-factor sign-in: at most 5 codes per challenge', () => {
  it('after 5 wrong codes the challenge is dead (TWO_FACTOR_LOCKED, 429), even for the right code', async () => {
    const client = new ApiClient(env.app);
    const challengeId = await passwordStep(client);
    for (let i = 1; i <= 4; i += 1) {
      const res = await client.post('/api/auth/login/two-factor', { challengeId, code: wrongCode() });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    }
    // The fifth wrong code uses the last attempt: the answer says so at once.
    const fifth = await client.post('/api/auth/login/two-factor', { challengeId, code: wrongCode() });
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toMatchObject({ code: 'TWO_FACTOR_LOCKED', key: 'auth.twoFactorLocked' });

    const right = await client.post('/api/auth/login/two-factor', {
      challengeId,
      code: currentTotp(secret, env.clock.now()),
    });
    expect(right.status).toBe(429);
    expect(right.body.error).toMatchObject({ code: 'TWO_FACTOR_LOCKED', key: 'auth.twoFactorLocked' });
    expect(right.body.error.message).toMatch(/sign in again with your password/);
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await attemptMarkers(challengeId)).toBe(5);

    // Worded in the caller's language too.
    client.setHeader('accept-language', 'fr');
    const fr = await client.post('/api/auth/login/two-factor', { challengeId, code: wrongCode() });
    expect(fr.body.error.message).toMatch(/reconnecter avec votre mot de passe/);
  });

  it('a new password sign-in gives a new challenge that works with the right code', async () => {
    const client = new ApiClient(env.app);
    const locked = await passwordStep(client);
    for (let i = 0; i < 5; i += 1)
      await client.post('/api/auth/login/two-factor', { challengeId: locked, code: wrongCode() });
    expect(
      (await client.post('/api/auth/login/two-factor', { challengeId: locked, code: wrongCode() })).body.error.code,
    ).toBe('TWO_FACTOR_LOCKED');

    env.clock.advance(60_000);
    const fresh = await passwordStep(client);
    expect(fresh).not.toBe(locked);
    // Wrong codes on the new challenge still leave it usable until its own budget is spent.
    expect(
      (await client.post('/api/auth/login/two-factor', { challengeId: fresh, code: wrongCode() })).body.error.code,
    ).toBe('INVALID_TWO_FACTOR_CODE');
    const ok = await client.post('/api/auth/login/two-factor', {
      challengeId: fresh,
      code: currentTotp(secret, env.clock.now()),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status).toBe('signed-in');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('20 concurrent wrong guesses on one challenge: never more than 5 evaluated', async () => {
    env.clock.advance(60_000);
    const client = new ApiClient(env.app);
    const challengeId = await passwordStep(client);
    const code = wrongCode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/auth/login/two-factor', { challengeId, code })),
    );
    const codes = answers.map((a) => a.body.error?.code as string);
    // Evaluated: 4 plain refusals and the one that used the last attempt; the other 15 were never checked.
    expect(codes.filter((c) => c === 'INVALID_TWO_FACTOR_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TWO_FACTOR_LOCKED')).toHaveLength(16);
    expect(await attemptMarkers(challengeId)).toBe(5);
    const right = await client.post('/api/auth/login/two-factor', {
      challengeId,
      code: currentTotp(secret, env.clock.now()),
    });
    expect(right.body.error.code).toBe('TWO_FACTOR_LOCKED');
  });

  it('a challenge id with a wrong secret part takes no attempt', async () => {
    env.clock.advance(60_000);
    const client = new ApiClient(env.app);
    const challengeId = await passwordStep(client);
    const { selector } = splitToken(challengeId);
    const forged = await client.post('/api/auth/login/two-factor', {
      challengeId: `${selector}.not-the-verifier`,
      code: wrongCode(),
    });
    expect(forged.body.error.code).toBe('INVALID_TOKEN');
    expect(await attemptMarkers(challengeId)).toBe(0);
    const ok = await client.post('/api/auth/login/two-factor', {
      challengeId,
      code: currentTotp(secret, env.clock.now()),
    });
    expect(ok.body.status).toBe('signed-in');
  });
});
