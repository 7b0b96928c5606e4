import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { notify, preferenceFor } from './notifications.service.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe('notifications', () => {
  it('lists a user notifications newest first with unread count, pages by cursor, marks read', async () => {
    const { client, userId } = await signUp(env);
    for (let i = 0; i < 12; i++) {
      env.clock.advance(1000);
      await notify(env.deps, userId, 'account.role_switched', { role: 'buyer', n: i });
    }
    const first = await client.get('/api/notifications?limit=5');
    expect(first.body.items).toHaveLength(5);
    expect(first.body.items[0].data.n).toBe(11);
    // 12 plus the welcome notification written at verification
    expect(first.body.unreadCount).toBe(13);
    const second = await client.get(`/api/notifications?limit=5&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items[0].data.n).toBe(6);
    const third = await client.get(`/api/notifications?limit=5&cursor=${encodeURIComponent(second.body.nextCursor)}`);
    expect(third.body.items).toHaveLength(3);
    expect(third.body.nextCursor).toBeNull();

    expect((await client.post(`/api/notifications/${first.body.items[0].id}/read`)).status).toBe(200);
    expect((await client.get('/api/notifications')).body.unreadCount).toBe(12);
    await client.post('/api/notifications/read-all');
    expect((await client.get('/api/notifications')).body.unreadCount).toBe(0);
  });

  it("cannot read or mark another user's notifications", async () => {
    const a = await signUp(env);
    const b = await signUp(env);
    await notify(env.deps, a.userId, 'account.role_switched', { role: 'vendor' });
    const aList = (await a.client.get('/api/notifications')).body;
    const bList = (await b.client.get('/api/notifications')).body;
    expect(bList.items.some((n: { id: string }) => aList.items.some((m: { id: string }) => m.id === n.id))).toBe(false);
    expect((await b.client.post(`/api/notifications/${aList.items[0].id}/read`)).status).toBe(404);
  });

  it('maps kinds to the preference that governs their e-mail', () => {
    expect(preferenceFor('security.password_changed')).toBe('securityAlerts');
    expect(preferenceFor('order.placed')).toBe('orderUpdates');
    expect(preferenceFor('marketing.newsletter')).toBe('marketingEmails');
    expect(preferenceFor('welcome')).toBe('emailNotifications');
  });

  it('sends no e-mail when the master switch is off', async () => {
    const { client, userId, email } = await signUp(env);
    await client.put('/api/me/notification-preferences', {
      emailNotifications: false,
      orderUpdates: true,
      marketingEmails: false,
      securityAlerts: false,
    });
    const before = env.smtp.messages.length;
    await notify(env.deps, userId, 'support.ticket_created', { reference: 'SUP-1', subject: 'x' });
    await new Promise((r) => setTimeout(r, 700));
    expect(
      env.smtp.messages.slice(before).filter((m) => m.to.includes(email) && m.subject === 'Support ticket created'),
    ).toHaveLength(0);
  });
});
