import type { Database } from '../../../db/client.ts';
import { CATALOG_CHANNEL, catalogChangedElsewhere } from '../catalog.repository.ts';

const RETRY_MS = 5_000;

/**
 * Listens for every process's catalogue writes (NOTIFY on CATALOG_CHANNEL) and drops this process's cached browse
 * pages and totals on each (issue 21). Never holds up or fails the start: while the database cannot be reached it
 * tries again every few seconds (pages are then kept no longer than BROWSE_CACHE_MS), and drops the cache once it
 * listens, for the writes it may have missed. Returns the function that stops it.
 */
export function followCatalogWrites(
  database: Database,
  logger: { warn(obj: unknown, msg?: string): void },
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const attempt = () => {
    database.listen(CATALOG_CHANNEL, catalogChangedElsewhere).then(
      async (stop) => {
        if (stopped) return stop();
        unlisten = stop;
        catalogChangedElsewhere();
      },
      (err: unknown) => {
        if (stopped) return;
        logger.warn({ err }, 'cannot listen for catalogue writes yet; trying again');
        timer = setTimeout(attempt, RETRY_MS);
        timer.unref();
      },
    );
  };
  attempt();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await unlisten?.();
  };
}
