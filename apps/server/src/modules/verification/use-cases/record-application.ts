import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { businessInfoSchema, contactDetailsSchema, DocumentKind } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import { setKycStatus } from '../../auth/auth.service.ts';
import * as repo from '../verification.repository.ts';

export interface RecordedApplication {
  userId: string;
  status: 'PENDING' | 'APPROVED';
  business: z.output<typeof businessInfoSchema>;
  contact: z.output<typeof contactDetailsSchema>;
  productId: string | null;
  documents: { kind: DocumentKind; filename: string; mime: 'application/pdf'; data: Buffer }[];
  submittedAt: Date;
  /** The admin who approved it (APPROVED only). */
  decidedBy?: string | null;
}

/**
 * Records the application of a vendor whose account was made outside the onboarding form (the demo catalogue's
 * vendors), with its documents, and keeps the user's KYC status in step with it: PENDING -> KYC pending, so the vendor
 * is in the admin's verification queue; APPROVED -> verified. Does nothing (returns false) when the vendor already has
 * an application.
 */
export async function recordApplication(deps: Deps, input: RecordedApplication): Promise<boolean> {
  if (await repo.hasApplication(deps.db, input.userId)) return false;
  const id = randomUUID();
  const files: Parameters<typeof repo.insertDocuments>[1] = [];
  for (const d of input.documents) {
    const docId = randomUUID();
    const fileKey = `verification/${input.userId}/${docId}`;
    await deps.files.put(fileKey, d.data, d.mime);
    files.push({
      id: docId,
      ownerId: input.userId,
      applicationId: id,
      kind: d.kind,
      filename: d.filename,
      mime: d.mime,
      bytes: d.data.length,
      fileKey,
      createdAt: input.submittedAt,
    });
  }
  const approved = input.status === 'APPROVED';
  await deps.db.transaction(async (tx) => {
    await repo.insertApplication(tx, {
      id,
      userId: input.userId,
      status: input.status,
      business: input.business,
      contact: input.contact,
      productId: input.productId,
      decisionReason: null,
      decidedBy: approved ? (input.decidedBy ?? null) : null,
      submittedAt: input.submittedAt,
      decidedAt: approved ? input.submittedAt : null,
    });
    if (files.length) await repo.insertDocuments(tx, files);
    await setKycStatus(tx, input.userId, approved ? 'VERIFIED' : 'PENDING');
    await audit(tx, {
      actorId: null,
      action: 'verification.recorded',
      subjectType: 'verification_application',
      subjectId: id,
      data: { status: input.status },
    });
  });
  return true;
}
