import pg from 'pg';

type Callback = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection per process for LISTEN (a pooled connection cannot keep listening).
 * Callbacks are fanned out in process; after a dropped connection it reconnects and listens again.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly callbacks = new Map<string, Set<Callback>>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly logger?: { error(obj: unknown, msg?: string): void },
  ) {}

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
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
      await client.connect();
      for (const channel of this.callbacks.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      this.client = client;
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
    if (this.closed || this.callbacks.size === 0 || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connection().catch((err: unknown) => this.logger?.error({ err }, 'postgres LISTEN reconnect failed'));
    }, 1000);
    this.retryTimer.unref();
  }

  async listen(channel: string, cb: Callback): Promise<() => Promise<void>> {
    const first = !this.callbacks.has(channel);
    const set = this.callbacks.get(channel) ?? new Set<Callback>();
    set.add(cb);
    this.callbacks.set(channel, set);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
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
