import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplicationDto, DocumentKind, onboardingRequest } from '@app/shared/verification';
import { LIMITS, type Role } from '@app/shared/constants';
import { cleanFileName } from '@app/shared/text';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import * as authRepo from '../auth/auth.repository.ts';
import { adminUserIds } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { createProductIn, updateOwnProductIn } from '../catalog/catalog.service.ts';
import { sniffImage } from '../media/images.ts';
import { notify } from '../notifications/notifications.service.ts';
import { verificationApplications, verificationDocuments } from './verification.schema.ts';
import { msg } from '@app/shared/error-messages';

type OnboardingInput = z.output<typeof onboardingRequest>;
type AppRow = typeof verificationApplications.$inferSelect;
type DocRow = typeof verificationDocuments.$inferSelect;

/** Documents: PDF, PNG or JPEG by content (magic bytes), 5 MB at most. */
export function sniffDocument(buf: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  const img = sniffImage(buf);
  return img === 'image/png' || img === 'image/jpeg' ? img : null;
}

export async function uploadDocument(
  deps: Deps,
  auth: AuthContext,
  kind: DocumentKind,
  filename: string,
  data: Buffer,
) {
  if (data.length > LIMITS.maxDocumentBytes)
    throw new AppError('VALIDATION_ERROR', msg('verification.documentTooLarge'), {
      fields: { [kind]: msg('verification.documentTooLarge') },
    });
  const mime = sniffDocument(data);
  if (!mime)
    throw new AppError('VALIDATION_ERROR', msg('disputes.notDocument', { file: filename }), {
      fields: { [kind]: msg('verification.uploadTypes') },
    });
  const id = randomUUID();
  const fileKey = `verification/${auth.user.id}/${id}`;
  await deps.files.put(fileKey, data, mime);
  const name = cleanFileName(filename, 'document');
  await deps.db.insert(verificationDocuments).values({
    id,
    ownerId: auth.user.id,
    kind,
    filename: name,
    mime,
    bytes: data.length,
    fileKey,
    createdAt: deps.clock.now(),
  });
  return { id, kind, filename: name, bytes: data.length, mime, url: `/api/verification/documents/${id}` };
}

function toDto(app: AppRow, docs: DocRow[]): ApplicationDto {
  return {
    id: app.id,
    userId: app.userId,
    status: app.status,
    business: app.business as ApplicationDto['business'],
    contact: app.contact as ApplicationDto['contact'],
    documents: docs
      .filter((d) => d.applicationId === app.id)
      .map((d) => ({
        id: d.id,
        kind: d.kind as DocumentKind,
        filename: d.filename,
        bytes: d.bytes,
        mime: d.mime,
        url: `/api/verification/documents/${d.id}`,
      })),
    productId: app.productId,
    decisionReason: app.decisionReason,
    submittedAt: app.submittedAt.toISOString(),
    decidedAt: app.decidedAt?.toISOString() ?? null,
  };
}

async function docsOf(db: DbOrTx, appIds: string[]): Promise<DocRow[]> {
  if (appIds.length === 0) return [];
  return db.select().from(verificationDocuments).where(inArray(verificationDocuments.applicationId, appIds));
}

/**
 * The onboarding submission (spec 2.10): in one transaction the user gets the vendor role (keeping their others),
 * KYC becomes PENDING, the application is recorded with its documents, and the first product is created for real.
 */
export async function submitOnboarding(deps: Deps, auth: AuthContext, input: OnboardingInput): Promise<ApplicationDto> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: verificationApplications.id })
      .from(verificationApplications)
      .where(and(eq(verificationApplications.userId, auth.user.id), eq(verificationApplications.status, 'PENDING')));
    if (open.length > 0) throw new AppError('CONFLICT', msg('verification.alreadyUnderReview'));
    if (auth.user.kycStatus === 'VERIFIED') throw new AppError('CONFLICT', msg('verification.alreadyVerified'));
    const docs = input.documentIds.length
      ? await tx.select().from(verificationDocuments).where(inArray(verificationDocuments.id, input.documentIds))
      : [];
    if (
      docs.length !== input.documentIds.length ||
      docs.some((d) => d.ownerId !== auth.user.id || d.applicationId !== null)
    ) {
      throw new AppError('VALIDATION_ERROR', msg('verification.documentsNotFound'), {
        fields: { documentIds: msg('verification.uploadAgain') },
      });
    }
    const roles: Role[] = auth.user.roles.includes('vendor') ? auth.user.roles : [...auth.user.roles, 'vendor'];
    const user = (await authRepo.updateUser(tx, auth.user.id, {
      roles,
      kycStatus: 'PENDING',
      company: input.business.businessName,
      phone: auth.user.phone ?? input.contact.contactPhone,
    }))!;
    // A resubmission (after "rejected" or "more information") updates the product of the earlier submission (each
    // application keeps the same product id) when it still exists and is theirs, never a second product.
    const [previous] = await tx
      .select({ productId: verificationApplications.productId })
      .from(verificationApplications)
      .where(eq(verificationApplications.userId, user.id))
      .orderBy(desc(verificationApplications.submittedAt))
      .limit(1);
    const product =
      (previous?.productId
        ? await updateOwnProductIn(tx, deps, { ...auth, user }, previous.productId, input.product)
        : null) ?? (await createProductIn(tx, deps, { ...auth, user }, input.product));
    const app: AppRow = {
      id: randomUUID(),
      userId: user.id,
      status: 'PENDING',
      business: input.business,
      contact: input.contact,
      productId: product.id,
      decisionReason: null,
      decidedBy: null,
      submittedAt: now,
      decidedAt: null,
    };
    await tx.insert(verificationApplications).values(app);
    if (docs.length)
      await tx
        .update(verificationDocuments)
        .set({ applicationId: app.id })
        .where(inArray(verificationDocuments.id, input.documentIds));
    await audit(tx, {
      actorId: user.id,
      action: 'verification.submitted',
      subjectType: 'verification_application',
      subjectId: app.id,
    });
    await notify(
      deps,
      user.id,
      'vendor.application_submitted',
      { businessName: input.business.businessName, link: '/vendor/dashboard' },
      tx,
    );
    for (const adminId of await adminUserIds(tx)) {
      await notify(
        deps,
        adminId,
        'admin.verification_submitted',
        {
          businessName: input.business.businessName,
          applicationId: app.id,
          link: '/admin/dashboard?tab=verifications',
        },
        tx,
      );
    }
    return app;
  });
  return toDto(result, await docsOf(deps.db, [result.id]));
}

export async function myApplications(deps: Deps, auth: AuthContext): Promise<ApplicationDto[]> {
  const apps = await deps.db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, auth.user.id))
    .orderBy(desc(verificationApplications.submittedAt));
  const docs = await docsOf(
    deps.db,
    apps.map((a) => a.id),
  );
  return apps.map((a) => toDto(a, docs));
}

/**
 * Open verifications: a pending application (a vendor has at most one), or a request for information the vendor has
 * not answered yet (no later application of theirs). Exactly the vendors whose KYC is pending.
 */
function awaiting() {
  return sql`(${verificationApplications.status} = 'PENDING' or (${verificationApplications.status} = 'INFO_REQUESTED' and not exists (
    select 1 from ${verificationApplications} as later
    where later.user_id = ${verificationApplications.userId} and later.id <> ${verificationApplications.id} and later.submitted_at >= ${verificationApplications.submittedAt})))`;
}

/**
 * The admin queue. AWAITING (the default view): every vendor whose verification is open, i.e. whose KYC is pending,
 * oldest first; a status: the applications in that status, newest first.
 */
export async function listApplications(
  deps: Deps,
  status?: AppRow['status'] | 'AWAITING',
): Promise<(ApplicationDto & { documentsCount: number })[]> {
  const queue = status === 'AWAITING';
  const apps = await deps.db
    .select()
    .from(verificationApplications)
    .where(queue ? awaiting() : status ? eq(verificationApplications.status, status) : undefined)
    .orderBy(queue ? asc(verificationApplications.submittedAt) : desc(verificationApplications.submittedAt))
    .limit(200);
  const docs = await docsOf(
    deps.db,
    apps.map((a) => a.id),
  );
  return apps.map((a) => {
    const dto = toDto(a, docs);
    return { ...dto, documentsCount: dto.documents.length };
  });
}

export async function getApplication(deps: Deps, auth: AuthContext, id: string): Promise<ApplicationDto> {
  const [app] = await deps.db.select().from(verificationApplications).where(eq(verificationApplications.id, id));
  if (!app || (app.userId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('verification.applicationNotFound'));
  return toDto(app, await docsOf(deps.db, [app.id]));
}

const DECISIONS = {
  approve: { status: 'APPROVED', kyc: 'VERIFIED', kind: 'vendor.verification_approved' },
  reject: { status: 'REJECTED', kyc: 'REJECTED', kind: 'vendor.verification_rejected' },
  'request-info': { status: 'INFO_REQUESTED', kyc: 'PENDING', kind: 'vendor.verification_info_requested' },
} as const;

/** An admin decides; never on their own application. Audited; the vendor is notified and e-mailed. */
export async function decide(
  deps: Deps,
  auth: AuthContext,
  id: string,
  decision: keyof typeof DECISIONS,
  reason: string,
): Promise<ApplicationDto> {
  const d = DECISIONS[decision];
  if (decision !== 'approve' && reason.trim().length < 3)
    throw new AppError('VALIDATION_ERROR', msg('verification.reasonRequired'), {
      fields: { reason: msg('verification.reasonRequired') },
    });
  const app = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationApplications)
      .where(eq(verificationApplications.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', msg('verification.applicationNotFound'));
    if (row.userId === auth.user.id) throw new AppError('FORBIDDEN', msg('verification.cannotDecideOwn'));
    if (row.status !== 'PENDING')
      throw new AppError(
        'CONFLICT',
        msg('verification.alreadyDecided', { status: msg(`verification.status.${row.status}`) }),
      );
    const now = deps.clock.now();
    await tx
      .update(verificationApplications)
      .set({ status: d.status, decisionReason: reason || null, decidedBy: auth.user.id, decidedAt: now })
      .where(eq(verificationApplications.id, id));
    await authRepo.updateUser(tx, row.userId, { kycStatus: d.kyc });
    await audit(tx, {
      actorId: auth.user.id,
      action: `verification.${decision}`,
      subjectType: 'verification_application',
      subjectId: id,
      data: { reason },
    });
    await notify(
      deps,
      row.userId,
      d.kind,
      {
        businessName: String(row.business.businessName ?? ''),
        reason,
        link: decision === 'approve' ? '/vendor/dashboard' : '/vendor/onboarding',
      },
      tx,
    );
    return (await tx.select().from(verificationApplications).where(eq(verificationApplications.id, id)))[0]!;
  });
  return toDto(app, await docsOf(deps.db, [id]));
}

/** A document as an attachment: its owner (the applicant) or an admin. */
export async function documentFile(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const [doc] = await deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!doc || (doc.ownerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('verification.documentNotFound'));
  const data = await deps.files.get(doc.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('verification.documentNotFound'));
  return { filename: doc.filename, mime: doc.mime, data };
}

/** Open verifications (the AWAITING queue): waiting for an admin's decision, and waiting for the vendor's answer. */
export async function awaitingVerificationCounts(
  db: DbOrTx,
): Promise<{ awaitingReview: number; waitingOnVendor: number }> {
  const rows = await db
    .select({ status: verificationApplications.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(verificationApplications)
    .where(awaiting())
    .groupBy(verificationApplications.status);
  const n = (status: AppRow['status']) => rows.find((r) => r.status === status)?.n ?? 0;
  return { awaitingReview: n('PENDING'), waitingOnVendor: n('INFO_REQUESTED') };
}

/** The sender address a vendor gave at onboarding (for prefilling shipment forms). */
export async function latestBusinessAddress(
  db: DbOrTx,
  userId: string,
): Promise<{ street1: string; city: string; phone: string; location: string; country: string } | null> {
  const [app] = await db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, userId))
    .orderBy(desc(verificationApplications.submittedAt))
    .limit(1);
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
