import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';

/** The profile's country comes from the one list, and its phone must work there (or carry its own country code). */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const profile = { name: 'Kwame Mensah', phone: '024 123 4567', company: 'Mensah Cocoa', country: 'Ghana' };

describe('profile country and phone', () => {
  it('takes any country of the list, African ones included, with a phone written the local way', async () => {
    const { client, email } = await signUp(env);
    for (const country of ['Ghana', "Côte d'Ivoire", 'South Sudan', '']) {
      const phone = country === 'Ghana' ? '024 123 4567' : '+233 24 123 4567';
      const res = await client.patch('/api/me', { ...profile, email, country, phone });
      expect(res.status, `${country}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.country ?? '').toBe(country);
    }
  });

  it('refuses a country outside the list and a phone that does not work in the chosen country', async () => {
    const { client, email } = await signUp(env);
    const narnia = await client.patch('/api/me', { ...profile, email, country: 'Narnia' });
    expect(Object.keys(narnia.body.error.details.fields)).toEqual(['country']);
    const wrongPhone = await client.patch('/api/me', { ...profile, email, country: 'Kenya' });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.error.details.fields.phone).toMatch(/not valid in the country you chose/);
  });
});
