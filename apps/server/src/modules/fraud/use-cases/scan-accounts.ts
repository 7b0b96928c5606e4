import type { Deps } from '../../../deps.ts';
import { RULE_LIMITS } from '../fraud-rules.ts';
import * as repo from '../fraud.repository.ts';
import { screenAccount } from './screen-account.ts';

/**
 * The periodic scan of accounts (every 15 minutes, and on an admin's request): vendors listing many products far below
 * their category's median price, and vendors with a high dispute rate. Candidates come from two grouped queries.
 */
export async function scanAccounts(deps: Deps): Promise<{ scanned: number; alerts: number }> {
  const [cheap, disputed] = await Promise.all([
    repo.belowMarketCandidates(
      deps.db,
      RULE_LIMITS.belowMarketShare,
      RULE_LIMITS.belowMarketListings,
      RULE_LIMITS.belowMarketMinCategorySize,
    ),
    repo.disputeCandidates(deps.db, RULE_LIMITS.disputeMinOrders, RULE_LIMITS.disputeRate),
  ]);
  const ids = [...new Set([...cheap, ...disputed])];
  let alerts = 0;
  for (const id of ids) if (await screenAccount(deps, id, 'scan')) alerts += 1;
  return { scanned: ids.length, alerts };
}
