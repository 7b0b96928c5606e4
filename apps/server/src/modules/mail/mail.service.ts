import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './mail.repository.ts';

/** The e-mails other modules render (texts in src/i18n/<lang>/mail.json), sent with Mailer.send. */
export {
  isNotificationMailKind,
  renderContactAck,
  renderNotification,
  renderPasswordReset,
  renderVerifyEmail,
  type RenderedMail,
} from './templates.ts';

/** The outbox's figures for the health report: pending and failed e-mails, and those sent since `since`. */
export function mailQueueStats(
  db: Db,
  since: Date,
): Promise<{ pending: number; failed: number; sentLastHour: number }> {
  return repo.queueStats(db, since);
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is about (verify_email, password_reset, ...), for the dev mailbox and metrics. */
  kind: string;
  /** Files sent with it (a pro-forma invoice PDF); kept in the outbox row until delivered. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  pollMs: number;
  logger: {
    info(o: unknown, m?: string): void;
    warn(o: unknown, m?: string): void;
    error(o: unknown, m?: string): void;
  };
  clock: Clock;
}

const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;

/**
 * The one way e-mail leaves the product. Every message is written to the outbox (inside the caller's transaction
 * when given one), then delivered by SMTP when SMTP_URL is configured; without SMTP it is kept for the dev mailbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private kickPending = false;

  constructor(
    private readonly database: Database,
    private readonly opts: MailerOptions,
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  get transportKind(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Queues a message. Pass `tx` to make the e-mail part of a larger transaction. */
  async send(message: MailMessage, tx?: DbOrTx): Promise<string> {
    const id = await repo.insertMail(tx ?? this.database.db, {
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      replyTo: message.replyTo ?? null,
      attachments: message.attachments?.length
        ? message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: a.content.toString('base64'),
          }))
        : null,
      kind: message.kind,
      status: this.transport ? 'pending' : 'stored',
      nextAttemptAt: this.opts.clock.now(),
      createdAt: this.opts.clock.now(),
    });
    if (this.transport) {
      if (tx) {
        // Inside a transaction the row is visible only after commit: look again shortly (the poller is the backstop).
        setTimeout(() => this.kick(), 50).unref();
        setTimeout(() => this.kick(), 500).unref();
      } else {
        this.kick();
      }
    }
    return id;
  }

  /** Starts polling for due messages (retries, and messages queued by other processes). */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Delivers due messages soon, without blocking the caller. */
  kick(): void {
    if (this.running) {
      this.kickPending = true;
      return;
    }
    this.running = this.dispatchDue()
      .then(() => undefined)
      .catch((err: unknown) => this.opts.logger.error({ err }, 'mail dispatch failed'))
      .finally(() => {
        this.running = null;
        if (this.kickPending) {
          this.kickPending = false;
          this.kick();
        }
      });
  }

  /** Waits until the dispatcher is idle (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async dispatchDue(limit = 20): Promise<number> {
    if (!this.transport) return 0;
    const due = await repo.claimDue(this.database.db, this.opts.clock.now(), limit, LEASE_MS);
    for (const row of due) {
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          replyTo: row.replyTo ?? undefined,
          attachments: row.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.base64, 'base64'),
          })),
          headers: { 'X-Outbox-Id': row.id },
        });
        await repo.markSent(this.database.db, row.id, this.opts.clock.now());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const next =
          row.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(this.opts.clock.now().getTime() + Math.min(2 ** row.attempts * 5_000, 3_600_000));
        await repo.markFailedAttempt(this.database.db, row.id, message.slice(0, 500), next);
        this.opts.logger.warn({ outboxId: row.id, attempt: row.attempts, err: message }, 'mail delivery failed');
      }
    }
    return due.length;
  }
}
