import fs from 'node:fs';
import path from 'node:path';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const dir = path.join(process.env.E2E_RUN_DIR ?? path.resolve('e2e/.run'), 'mail');

/** Waits for an e-mail delivered over SMTP to `to` whose text matches. */
export async function waitForMail(
  to: string,
  match: (m: Mail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const f of files.reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail;
      if (mail.to.includes(to.toLowerCase()) && match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function linkIn(mail: Mail, pathPrefix: string): string {
  const m = new RegExp(`https?://\\S*${pathPrefix}\\S*`).exec(mail.text);
  if (!m) throw new Error(`No ${pathPrefix} link in: ${mail.text}`);
  return m[0];
}

let n = 0;
export function uniqueEmail(prefix: string): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${n}@example.com`;
}
