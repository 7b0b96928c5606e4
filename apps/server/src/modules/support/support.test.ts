import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp, uniqueEmail } from '../../../test/flows.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const form = {
  name: 'Fatima Bello',
  category: 'Payment Issues',
  subject: 'Escrow question',
  message: 'When is my payment released to the vendor?',
};

describe('contact form', () => {
  it('saves a support ticket and e-mails the support mailbox and the sender', async () => {
    const email = uniqueEmail('contact');
    const res = await new ApiClient(env.app).post('/api/support/contact', { ...form, email });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^SUP-\d{6}$/);
    const rows = await queryRows(
      env.deps.db,
      sql`select name, email, category, subject, message, status from support_tickets where id = ${res.body.ticketId}`,
    );
    expect(rows[0]).toEqual({
      name: form.name,
      email,
      category: form.category,
      subject: form.subject,
      message: form.message,
      status: 'open',
    });
    const toSupport = await env.smtp.waitFor('support@afribridge.example', (m) =>
      m.subject.includes(res.body.reference),
    );
    expect(toSupport.subject).toBe(`[${res.body.reference}] Payment Issues: Escrow question`);
    expect(toSupport.text).toContain(form.message);
    expect(toSupport.replyTo).toBe(email);
    const ack = await env.smtp.waitFor(email);
    expect(ack.text).toContain(res.body.reference);
  });

  it('names each invalid field', async () => {
    const res = await new ApiClient(env.app).post('/api/support/contact', {
      name: '',
      email: 'nope',
      category: 'Gossip',
      subject: ' ',
      message: '',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      'category',
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it('links the ticket to a signed-in user and notifies them in-app', async () => {
    const { client, email } = await signUp(env);
    env.clock.advance(1000);
    const res = await client.post('/api/support/contact', { ...form, email });
    const list = await client.get('/api/notifications');
    expect(list.body.items[0]).toMatchObject({
      kind: 'support.ticket_created',
      data: { reference: res.body.reference },
    });
  });
});
