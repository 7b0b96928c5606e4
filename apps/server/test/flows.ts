import { ApiClient, type TestEnv } from './harness.ts';
import { linkFrom } from './smtp-capture.ts';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Baobab-Tree-42';

/** Registers through the API, follows the e-mailed link, signs in. Returns the signed-in client. */
export async function signUp(
  env: TestEnv,
  opts: { email?: string; password?: string; name?: string; role?: 'buyer' | 'vendor' } = {},
): Promise<{ client: ApiClient; email: string; password: string; userId: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? GOOD_PASSWORD;
  const client = new ApiClient(env.app);
  const reg = await client.post('/api/auth/register', {
    name: opts.name ?? 'Ada Obi',
    email,
    password,
    confirmPassword: password,
    role: opts.role ?? 'buyer',
    acceptTerms: true,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const mail = await env.smtp.waitFor(email, (m) => m.text.includes('/verify-email'));
  const token = linkFrom(mail.text, '/verify-email').searchParams.get('token');
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email, password, userId: login.body.user.id as string };
}

/** A verified buyer with a live session, made directly (fast enough for hundreds in a concurrency test). */
export async function quickBuyer(env: TestEnv, n: number): Promise<ApiClient> {
  const { randomUUID } = await import('node:crypto');
  const { insertUser, insertSession } = await import('../src/modules/auth/auth.repository.ts');
  const { sha256, randomToken } = await import('../src/lib/tokens.ts');
  const id = randomUUID();
  await insertUser(env.deps.db, {
    id,
    email: `quick.${n}.${id.slice(0, 8)}@example.com`,
    passwordHash: 'x',
    firstName: 'Quick',
    lastName: String(n),
    emailVerifiedAt: env.clock.now(),
    notificationPreferences: {
      emailNotifications: false,
      orderUpdates: false,
      marketingEmails: false,
      securityAlerts: false,
    },
  });
  const token = randomToken(32);
  const now = env.clock.now();
  await insertSession(env.deps.db, {
    id: randomUUID(),
    tokenHash: sha256(token),
    userId: id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  const client = new ApiClient(env.app);
  client.setCookie('sid', token);
  return client;
}

export const CHECKOUT_DETAILS = {
  contact: { name: 'Claire Dubois', email: 'claire@example.com', phone: '+33 1 23 45 67 89', company: 'Dubois Import' },
  shipping: { address: '12 Rue de la Paix', city: 'Paris', country: 'France', postalCode: '75002' },
};

/** Cart -> checkout -> sandbox approval; returns the checkout id (capture is left to the caller). */
export async function payForCart(
  client: ApiClient,
  key = `k-${Math.random().toString(36).slice(2)}`,
): Promise<{ checkoutId: string; providerOrderId: string; totalCents: number; laterCents: number }> {
  const started = await client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: key });
  if (started.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(started.body)}`);
  const approved = await client.post(`/api/payments/sandbox/orders/${started.body.providerOrderId}/approve`);
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return started.body;
}
