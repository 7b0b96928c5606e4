import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../verification.repository.ts';

/** The sender address a vendor gave at onboarding (for prefilling shipment forms). */
export async function latestBusinessAddress(
  db: DbOrTx,
  userId: string,
): Promise<{ street1: string; city: string; phone: string; location: string; country: string } | null> {
  const app = await repo.latestApplicationOf(db, userId);
  if (!app) return null;
  const location = String(app.business.businessLocation ?? '');
  // the country chosen from the list at onboarding; older applications only wrote it in the location ("City, Country")
  const country = String(app.business.businessCountry ?? '');
  return {
    street1: String(app.contact.businessAddress ?? ''),
    city: location.split(',')[0]!.trim(),
    phone: String(app.contact.contactPhone ?? ''),
    location,
    country,
  };
}
