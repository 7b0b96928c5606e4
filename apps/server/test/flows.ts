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
