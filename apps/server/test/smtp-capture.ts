import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;
  /** When set, every message is refused with this error (to test retries). */
  refuse: string | null = null;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error(this.refuse ?? 'refused'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              replyTo: parsed.replyTo?.value[0]?.address ?? null,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            });
            this.waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a message to `to` matching the predicate. */
  async waitFor(
    to: string,
    predicate: (m: CapturedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No e-mail to ${to} within ${timeoutMs} ms (got ${this.messages.length} messages)`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
}

export function linkFrom(text: string, pathPrefix: string): URL {
  const m = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  if (!m) throw new Error(`No ${pathPrefix} link in e-mail:\n${text}`);
  return new URL(m[0]);
}
