import type { Deps } from '../../../deps.ts';
import * as repo from '../catalog.repository.ts';
import { toDtos } from '../product-dto.ts';

/** The admin's product list (up to 100, optionally searched), with the moderation state of each. */
export async function adminProducts(deps: Deps, q: string | undefined) {
  const rows = await repo.adminSearch(deps.db, q, 100);
  const dtos = await toDtos(deps.db, rows);
  return dtos.map((d, i) => ({
    ...d,
    moderated: rows[i]!.moderatedAt !== null,
    moderationReason: rows[i]!.moderationReason,
  }));
}
