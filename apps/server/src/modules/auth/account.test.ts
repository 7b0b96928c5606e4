import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/flows.ts';
import { findUserByEmail, updateUser } from './auth.repository.ts';
import { ensureAdmin } from './auth.service.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const profile = {
  name: 'Ngozi Adichie Okeke',
  email: '',
  phone: '+234 809 111 2222',
  company: 'Okeke Textiles',
  country: 'Nigeria',
};

describe('profile', () => {
  it('saves the profile on the server: a reload (new request) shows it', async () => {
    const { client, email } = await signUp(env);
    const res = await client.patch('/api/me', { ...profile, email });
    expect(res.status).toBe(200);
    const me = (await client.get('/api/me')).body;
    expect(me).toMatchObject({
      name: 'Ngozi Adichie Okeke',
      firstName: 'Ngozi',
      lastName: 'Adichie Okeke',
      phone: '+234 809 111 2222',
      company: 'Okeke Textiles',
      country: 'Nigeria',
      email,
    });
  });

  it("refuses another account's e-mail and names the field", async () => {
    const a = await signUp(env);
    const b = await signUp(env);
    const res = await b.client.patch('/api/me', { ...profile, email: a.email });
    expect(res.status).toBe(409);
    expect(res.body.error.details.fields.email).toBeDefined();
  });

  it('asks to confirm a changed e-mail address again', async () => {
    const { client } = await signUp(env);
    const next = uniqueEmail('moved');
    const res = await client.patch('/api/me', { ...profile, email: next });
    expect(res.body.emailVerified).toBe(false);
    await env.smtp.waitFor(next, (m) => m.text.includes('/verify-email'));
  });

  it('validates fields', async () => {
    const { client, email } = await signUp(env);
    const res = await client.patch('/api/me', { ...profile, email, phone: 'call me' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.phone).toBe('Please enter a valid phone number');
  });
});

describe('roles', () => {
  it('switches the active role among held roles only (switch_active_role)', async () => {
    const { client, email } = await signUp(env);
    const refused = await client.put('/api/me/active-role', { role: 'vendor' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_NOT_HELD');
    const user = await findUserByEmail(env.deps.db, email);
    await updateUser(env.deps.db, user!.id, { roles: ['buyer', 'vendor'] });
    const ok = await client.put('/api/me/active-role', { role: 'vendor' });
    expect(ok.body).toEqual({ roles: ['buyer', 'vendor'], activeRole: 'vendor' });
    expect((await client.get('/api/me')).body.activeRole).toBe('vendor');
    expect((await client.put('/api/me/active-role', { role: 'admin' })).status).toBe(403);
  });

  it('enforces roles on the API whatever the client does', async () => {
    const anon = new ApiClient(env.app);
    expect((await anon.get('/api/admin/overview')).status).toBe(401);
    expect((await anon.get('/api/me')).status).toBe(401);
    const { client } = await signUp(env);
    const buyer = await client.get('/api/admin/overview');
    expect(buyer.status).toBe(403);
    expect(buyer.body.error.message).toBe("You don't have permission to access this page with your current role.");
    expect((await client.get('/api/admin/monitor')).status).toBe(403);
  });

  it('lets admins through every guard, and ADMIN_EMAIL creates or promotes the admin', async () => {
    const email = uniqueEmail('boss');
    expect(await ensureAdmin(env.deps, email, 'Admin-Password-2026')).toBe('created');
    expect(await ensureAdmin(env.deps, email, 'Admin-Password-2026')).toBe('unchanged');
    const admin = new ApiClient(env.app);
    const login = await admin.post('/api/auth/login', { email, password: 'Admin-Password-2026' });
    expect(login.body.user).toMatchObject({ isAdmin: true, activeRole: 'admin' });
    const overview = await admin.get('/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.users.admins).toBeGreaterThanOrEqual(1);
    const monitor = await admin.get('/api/admin/monitor');
    expect(monitor.body).toMatchObject({ database: { ok: true }, mailQueue: { transport: 'smtp' } });

    const { email: buyerEmail } = await signUp(env);
    expect(await ensureAdmin(env.deps, buyerEmail, 'irrelevant-password')).toBe('promoted');
    const promoted = await findUserByEmail(env.deps.db, buyerEmail);
    expect(promoted).toMatchObject({ isAdmin: true, roles: ['buyer', 'admin'] });
  });
});

describe('notification preferences', () => {
  it('defaults per spec 3.7, persists changes, and the mailer honours them', async () => {
    const { client, email, password } = await signUp(env);
    expect((await client.get('/api/me')).body.notificationPreferences).toEqual({
      emailNotifications: true,
      orderUpdates: true,
      marketingEmails: false,
      securityAlerts: true,
    });
    const saved = await client.put('/api/me/notification-preferences', {
      emailNotifications: true,
      orderUpdates: false,
      marketingEmails: true,
      securityAlerts: false,
    });
    expect(saved.body).toEqual({
      emailNotifications: true,
      orderUpdates: false,
      marketingEmails: true,
      securityAlerts: false,
    });
    expect((await client.get('/api/me')).body.notificationPreferences.securityAlerts).toBe(false);

    // Security alerts off: the password change is recorded in-app but not e-mailed.
    const changedMails = () =>
      env.smtp.messages.filter((m) => m.to.includes(email) && m.subject === 'Your password was changed').length;
    await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Fresh-Password-31',
      confirmPassword: 'Fresh-Password-31',
    });
    await env.deps.mailer.idle();
    await new Promise((r) => setTimeout(r, 700));
    expect(changedMails()).toBe(0);
    const list = await client.get('/api/notifications');
    expect(list.body.items.map((n: { kind: string }) => n.kind)).toContain('security.password_changed');

    await client.put('/api/me/notification-preferences', {
      emailNotifications: true,
      orderUpdates: true,
      marketingEmails: false,
      securityAlerts: true,
    });
    await client.post('/api/me/password', {
      currentPassword: 'Fresh-Password-31',
      newPassword: 'Fresh-Password-32',
      confirmPassword: 'Fresh-Password-32',
    });
    await env.smtp.waitFor(email, (m) => m.subject === 'Your password was changed');
  });
});

describe('security settings', () => {
  it('changes the password only with the current one and the registration rules, signing out other sessions', async () => {
    const { client, email, password } = await signUp(env);
    const other = new ApiClient(env.app);
    await other.post('/api/auth/login', { email, password });
    const wrong = await client.post('/api/me/password', {
      currentPassword: 'not-it',
      newPassword: 'Fresh-Password-31',
      confirmPassword: 'Fresh-Password-31',
    });
    expect(wrong.body.error).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: { fields: { currentPassword: 'Current password is incorrect' } },
    });
    const mismatch = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Fresh-Password-31',
      confirmPassword: 'Fresh-Password-30',
    });
    expect(mismatch.body.error.details.fields.confirmPassword).toBe('New passwords do not match!');
    const weak = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: '123456',
      confirmPassword: '123456',
    });
    expect(weak.body.error.code).toBe('WEAK_PASSWORD');
    const ok = await client.post('/api/me/password', {
      currentPassword: password,
      newPassword: 'Fresh-Password-31',
      confirmPassword: 'Fresh-Password-31',
    });
    expect(ok.body).toEqual({ ok: true, revokedSessions: 1 });
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('lists sessions and signs out others, never another user sessions', async () => {
    const { client, email } = await signUp(env);
    const phone = new ApiClient(env.app);
    await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    const sessions = (await client.get('/api/me/sessions')).body as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const stranger = await signUp(env);
    const otherId = sessions.find((s) => !s.current)!.id;
    expect((await stranger.client.delete(`/api/me/sessions/${otherId}`)).status).toBe(404);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await client.delete(`/api/me/sessions/${otherId}`)).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    await phone.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect((await client.post('/api/me/sessions/sign-out-others')).body).toEqual({ revoked: 1 });
    expect((await phone.get('/api/me')).status).toBe(401);
  });

  it('stores the chosen language', async () => {
    const { client } = await signUp(env);
    expect((await client.put('/api/me/language', { language: 'ar' })).status).toBe(200);
    expect((await client.get('/api/me')).body.language).toBe('ar');
    expect((await client.put('/api/me/language', { language: 'de' })).status).toBe(400);
  });
});

describe('bank details', () => {
  it('are saved for vendors and only ever shown masked', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    expect((await vendor.client.get('/api/me/bank-details')).body).toEqual({ bankDetails: null });
    const bad = await vendor.client.put('/api/me/bank-details', {
      bankName: 'GTBank',
      bankCountry: 'Nigeria',
      accountHolderName: 'Kofi',
      accountNumber: '12',
      swiftCode: 'XX',
    });
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['accountNumber', 'swiftCode']);
    const saved = await vendor.client.put('/api/me/bank-details', {
      bankName: 'GTBank',
      bankCountry: 'Nigeria',
      accountHolderName: 'Kofi Boateng',
      accountNumber: '0123 456 789',
      swiftCode: 'GTBINGLA',
    });
    expect(saved.body.bankDetails).toMatchObject({
      bankName: 'GTBank',
      accountNumberMasked: '•••• 6789',
      swiftCode: 'GTBINGLA',
    });
    expect(JSON.stringify((await vendor.client.get('/api/me/bank-details')).body)).not.toContain('0123456789');
    const buyer = await signUp(env);
    expect((await buyer.client.get('/api/me/bank-details')).status).toBe(403);
  });

  it('an edit may leave the masked account number and IBAN blank to keep them; the first save needs the account number', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const base = { bankName: 'Ecobank', bankCountry: 'Ghana', accountHolderName: 'Ama Mensah' };
    const first = await vendor.client.put('/api/me/bank-details', { ...base, accountNumber: '' });
    expect(first.status).toBe(400);
    expect(first.body.error.details.fields).toEqual({
      accountNumber: 'Enter the account number (4 to 34 letters or digits)',
    });
    const badIban = await vendor.client.put('/api/me/bank-details', {
      ...base,
      accountNumber: '99887766',
      iban: 'not an iban',
    });
    expect(badIban.body.error.details.fields).toEqual({ iban: 'Enter a valid IBAN' });
    const saved = await vendor.client.put('/api/me/bank-details', {
      ...base,
      accountNumber: '99887766',
      iban: 'gb29 nwbk 6016 1331 9268 19',
      swiftCode: 'ecocghac',
    });
    expect(saved.body.bankDetails).toMatchObject({
      accountNumberMasked: '•••• 7766',
      ibanMasked: '•••• 6819',
      swiftCode: 'ECOCGHAC',
    });
    const kept = await vendor.client.put('/api/me/bank-details', {
      ...base,
      bankName: 'Ecobank Ghana',
      accountNumber: '',
      iban: '',
    });
    expect(kept.body.bankDetails).toMatchObject({
      bankName: 'Ecobank Ghana',
      accountNumberMasked: '•••• 7766',
      ibanMasked: '•••• 6819',
      swiftCode: '',
    });
    const changed = await vendor.client.put('/api/me/bank-details', {
      ...base,
      accountNumber: '11112222',
      removeIban: true,
    });
    expect(changed.body.bankDetails).toMatchObject({ accountNumberMasked: '•••• 2222', ibanMasked: '' });
    expect((await vendor.client.get('/api/me/bank-details')).body.bankDetails).toMatchObject({
      bankName: 'Ecobank',
      accountNumberMasked: '•••• 2222',
      ibanMasked: '',
    });
  });
});
