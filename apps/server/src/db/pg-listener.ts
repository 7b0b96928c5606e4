import pg from 'pg';

type Callback = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection per process for LISTEN (a pooled connection cannot keep listening).
 * Callbacks are fanned out in process; after a dropped connection (a database restart) it reconnects by itself,
 * retrying with a growing delay until the database is back, and listens again. Notifications sent while the
 * connection was down are lost (LISTEN/NOTIFY keeps no history).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly callbacks = new Map<string, Set<Callback>>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(
    private readonly url: string,
    private readonly logger?: { error(obj: unknown, msg?: string): void },
    private readonly retryMs = { first: 500, max: 10_000 },
  ) {}

  /** True while the LISTEN connection is up (diagnostics and tests). */
  get connected(): boolean {
    return this.client !== null;
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
      // Never fatal: log, forget the connection, and reconnect later.
      client.on('error', (err) => {
        this.logger?.error({ err }, 'postgres LISTEN connection error');
        this.drop(client);
      });
      client.on('end', () => this.drop(client));
      client.on('notification', (msg) => {
        for (const cb of this.callbacks.get(msg.channel) ?? []) {
          try {
            cb(msg.payload ?? '');
          } catch (err) {
            this.logger?.error({ err }, 'LISTEN callback failed');
          }
        }
      });
      try {
        await client.connect();
        for (const channel of this.callbacks.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (err) {
        client.end().catch(() => {});
        throw err;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        throw new Error('The LISTEN connection is closed');
      }
      this.client = client;
      this.failures = 0;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  /** Tries again later, and again after each failure (with a growing delay), while anyone is listening. */
  private scheduleReconnect(): void {
    if (this.closed || this.callbacks.size === 0 || this.retryTimer || this.client) return;
    const delay = Math.min(this.retryMs.first * 2 ** this.failures, this.retryMs.max);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connection().catch((err: unknown) => {
        this.failures += 1;
        this.logger?.error({ err, attempt: this.failures }, 'postgres LISTEN reconnect failed; trying again');
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }

  async listen(channel: string, cb: Callback): Promise<() => Promise<void>> {
    const first = !this.callbacks.has(channel);
    const set = this.callbacks.get(channel) ?? new Set<Callback>();
    set.add(cb);
    this.callbacks.set(channel, set);
    try {
      const client = await this.connection();
      if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      // Not listening: forget the callback, so a caller that retries is not called twice per notification later.
      set.delete(cb);
      if (set.size === 0 && this.callbacks.get(channel) === set) this.callbacks.delete(channel);
      throw err;
    }
    return async () => {
      set.delete(cb);
      if (set.size === 0) {
        this.callbacks.delete(channel);
        if (this.client) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
  return `"${name}"`;
}
