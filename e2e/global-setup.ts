import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { startTranslateLoopback } from './translate-loopback';

/**
 * Starts a real SMTP server for the run. Every message lands in e2e/.run/mail/<n>.json, which the tests read
 * (see mail.ts). It lives in the runner process, so it outlasts every test worker.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = path.join(process.env.E2E_RUN_DIR ?? path.resolve('e2e/.run'), 'mail');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          n += 1;
          const record = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          };
          fs.writeFileSync(path.join(dir, `${String(n).padStart(5, '0')}.json`), JSON.stringify(record));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = Number(process.env.E2E_SMTP_PORT ?? 2626);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const stopTranslate = await startTranslateLoopback(Number(process.env.E2E_TRANSLATE_PORT ?? 13210));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopTranslate();
  };
}
