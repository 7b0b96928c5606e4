import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { TaskQueue } from './modules/jobs/task-queue.ts';
import type { Counters } from './modules/limits/limits.service.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { FileStore } from './modules/media/file-store.ts';
import type { PaymentRails } from './modules/payments/payment-rails.ts';
import type { PayoutRails } from './modules/payouts/payout-rails.ts';
import type { ShippingCarrier } from './modules/shipping/carrier.ts';

/** What services need from the outside world; built once in main.ts (or by a test). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  files: FileStore;
  /** The payment rails configured; the buyer chooses one at checkout, later steps use the one that took the money. */
  rails: PaymentRails;
  carrier: ShippingCarrier;
  /** The payout providers configured (issue 17): how released money reaches vendors automatically. */
  payouts: PayoutRails;
  /** Rate-limit counters shared by every process: the database's, or Redis's with REDIS_URL (issue 21). */
  counters: Counters;
  /** Work handed over by requests, done after the answer (issue 21): pg-boss on PostgreSQL, in process otherwise. */
  queue: TaskQueue;
  logger: FastifyBaseLogger;
  startedAt: Date;
}
