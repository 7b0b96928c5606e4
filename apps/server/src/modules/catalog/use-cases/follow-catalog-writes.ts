import type { Database } from '../../../db/client.ts';
import { CATALOG_CHANNEL, catalogChangedElsewhere } from '../catalog.repository.ts';

/**
 * Listens for every process's catalogue writes (NOTIFY on CATALOG_CHANNEL) and drops this process's cached browse
 * pages and totals on each (issue 21). Returns the function that stops listening.
 */
export function followCatalogWrites(database: Database): Promise<() => Promise<void>> {
  return database.listen(CATALOG_CHANNEL, catalogChangedElsewhere);
}
