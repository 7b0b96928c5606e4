import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { LANGUAGES } from '@app/shared/constants';
import { MAIL_STRINGS, renderPasswordReset } from './templates.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

async function statusOf(id: string): Promise<{ status: string; attempts: number }> {
  const [row] = await queryRows<{ status: string; attempts: number }>(
    env.deps.db,
    sql`select status, attempts from mail_outbox where id = ${id}`,
  );
  return row!;
}

describe('mailer', () => {
  it('keeps a message when the SMTP server refuses it and delivers it on a later attempt', async () => {
    env.smtp.refuse = '451 try later';
    const id = await env.deps.mailer.send({
      to: 'retry@example.com',
      subject: 'Retry me',
      text: 'hello',
      kind: 'test',
    });
    await env.deps.mailer.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    env.smtp.refuse = null;
    env.clock.advance(60_000);
    env.deps.mailer.kick();
    const got = await env.smtp.waitFor('retry@example.com');
    expect(got.subject).toBe('Retry me');
    await env.deps.mailer.idle();
    expect((await statusOf(id)).status).toBe('sent');
  });

  it('delivers each message once even when dispatch is triggered many times at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        env.deps.mailer.send({ to: 'once@example.com', subject: `Once ${i}`, text: 'x', kind: 'test' }),
      ),
    );
    await Promise.all(Array.from({ length: 10 }, () => env.deps.mailer.dispatchDue()));
    await env.deps.mailer.idle();
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 5; i++) expect(env.smtp.messages.filter((m) => m.subject === `Once ${i}`)).toHaveLength(1);
    for (const id of ids) expect((await statusOf(id)).status).toBe('sent');
  });
});

describe('e-mail templates', () => {
  it('has every text in every language', () => {
    const keysOf = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const en = keysOf(MAIL_STRINGS.en).sort();
    for (const lang of LANGUAGES) {
      expect(keysOf(MAIL_STRINGS[lang]).sort(), lang).toEqual(en);
      for (const value of Object.values(MAIL_STRINGS[lang]))
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
    }
  });

  it('writes Arabic mail right-to-left and escapes HTML', () => {
    const mail = renderPasswordReset('ar', '<b>x</b>', 'http://localhost/reset-password?a=1&b=2', 30);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('a=1&amp;b=2');
    expect(mail.text).toContain('http://localhost/reset-password?a=1&b=2');
  });
});
