import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { rfqAttachmentFile } from '../../messaging/messaging.service.ts';
import { roleOn } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/** A request's file, for whoever may read the request (its buyer, a vendor of its category, an admin); else 404. */
export async function rfqAttachment(
  deps: Deps,
  auth: AuthContext,
  rfqId: string,
  attachmentId: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const rfq = await repo.findRfq(deps.db, rfqId);
  await roleOn(deps.db, auth, rfq);
  return rfqAttachmentFile(deps, rfq!.id, attachmentId);
}
