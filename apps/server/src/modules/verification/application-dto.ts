import type { ApplicationDto, DocumentKind } from '@app/shared/verification';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './verification.repository.ts';

export function toDto(app: repo.AppRow, docs: repo.DocRow[]): ApplicationDto {
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

/** Applications as DTOs with their documents (one query for the documents of all of them). */
export async function applicationDtos(db: DbOrTx, apps: repo.AppRow[]): Promise<ApplicationDto[]> {
  const docs = await repo.documentsOf(
    db,
    apps.map((a) => a.id),
  );
  return apps.map((a) => toDto(a, docs));
}
