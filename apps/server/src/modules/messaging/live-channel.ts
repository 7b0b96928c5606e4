import { sql } from 'drizzle-orm';
import { liveEventDto, type LiveEventDto } from '@app/shared/messaging';
import type { Database, DbOrTx } from '../../db/client.ts';

/** An event for the parties of a conversation; only `event` reaches their browsers. */
export interface LiveEnvelope {
  userIds: string[];
  event: LiveEventDto;
}

/**
 * The shared channel behind live messaging. Publishing goes through the database (NOTIFY, delivered when the
 * transaction commits), so every server process hears it; each process keeps ONE listener and fans out to its
 * own event-stream clients.
 */
export interface LiveChannel {
  publish(db: DbOrTx, envelope: LiveEnvelope): Promise<void>;
  subscribe(userId: string, onEvent: (event: LiveEventDto) => void): Promise<() => Promise<void>>;
}

export const LIVE_CHANNEL_NAME = 'afb_messaging';

/** LISTEN/NOTIFY on PostgreSQL or PGlite (the Database's `listen`). */
export class DatabaseLiveChannel implements LiveChannel {
  private readonly subscribers = new Map<string, Set<(event: LiveEventDto) => void>>();
  private listening: Promise<unknown> | null = null;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly logger?: { warn(obj: unknown, msg?: string): void },
  ) {}

  async publish(db: DbOrTx, envelope: LiveEnvelope): Promise<void> {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL_NAME}, ${JSON.stringify(envelope)})`);
  }

  private deliver(payload: string): void {
    let envelope: LiveEnvelope;
    try {
      const raw = JSON.parse(payload) as { userIds?: unknown; event?: unknown };
      const event = liveEventDto.parse(raw.event);
      envelope = {
        userIds: Array.isArray(raw.userIds) ? raw.userIds.filter((u): u is string => typeof u === 'string') : [],
        event,
      };
    } catch (err) {
      this.logger?.warn({ err }, 'ignored a malformed live event');
      return;
    }
    for (const userId of new Set(envelope.userIds)) {
      for (const cb of this.subscribers.get(userId) ?? []) cb(envelope.event);
    }
  }

  async subscribe(userId: string, onEvent: (event: LiveEventDto) => void): Promise<() => Promise<void>> {
    this.listening ??= this.database
      .listen(LIVE_CHANNEL_NAME, (p) => this.deliver(p))
      .catch((err: unknown) => {
        this.listening = null;
        throw err;
      });
    await this.listening;
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(onEvent);
    this.subscribers.set(userId, set);
    return async () => {
      set.delete(onEvent);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  /** Subscribers in this process (for tests and diagnostics). */
  get localSubscriberCount(): number {
    let n = 0;
    for (const s of this.subscribers.values()) n += s.size;
    return n;
  }
}

const channels = new WeakMap<Database, LiveChannel>();

/** The channel of a database: one per process and database (so one LISTEN connection). */
export function liveChannelFor(database: Database, logger?: { warn(obj: unknown, msg?: string): void }): LiveChannel {
  let channel = channels.get(database);
  if (!channel) {
    channel = new DatabaseLiveChannel(database, logger);
    channels.set(database, channel);
  }
  return channel;
}

/** Tests may swap the channel of a database. */
export function setLiveChannel(database: Database, channel: LiveChannel): void {
  channels.set(database, channel);
}
