import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documentSequences, issuedDocuments, type DocumentKind } from './billing.schema.ts';

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;

export interface NewDocument {
  issuer: string;
  kind: DocumentKind;
  subject: string;
  recipientId: string;
  at: Date;
}

export async function findIssued(
  db: DbOrTx,
  kind: DocumentKind,
  subject: string,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, kind), eq(issuedDocuments.subject, subject)));
  return row;
}

export async function issuedOfSubjects(
  db: DbOrTx,
  kind: DocumentKind,
  subjects: string[],
): Promise<IssuedDocumentRow[]> {
  if (subjects.length === 0) return [];
  return db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, kind), inArray(issuedDocuments.subject, subjects)));
}

/**
 * The document of a subject, numbered the first time: in one transaction, the issuer's sequence row is locked, the
 * subject looked up again (a concurrent first request that got the lock first has issued it: its number is answered),
 * and only then is the next number taken and the document recorded. A number is taken only with its document, so
 * numbers have no gaps, and the lock serialises an issuer's numbering, so two subjects never share one.
 */
export async function issueDocument(db: Db, doc: NewDocument): Promise<IssuedDocumentRow> {
  const existing = await findIssued(db, doc.kind, doc.subject);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx
      .insert(documentSequences)
      .values({ issuer: doc.issuer, kind: doc.kind, nextNumber: 1 })
      .onConflictDoNothing();
    const [seq] = await tx
      .select()
      .from(documentSequences)
      .where(and(eq(documentSequences.issuer, doc.issuer), eq(documentSequences.kind, doc.kind)))
      .for('update');
    const again = await findIssued(tx, doc.kind, doc.subject);
    if (again) return again;
    const number = seq!.nextNumber;
    await tx
      .update(documentSequences)
      .set({ nextNumber: number + 1 })
      .where(and(eq(documentSequences.issuer, doc.issuer), eq(documentSequences.kind, doc.kind)));
    const row: IssuedDocumentRow = {
      id: randomUUID(),
      issuer: doc.issuer,
      kind: doc.kind,
      number,
      subject: doc.subject,
      recipientId: doc.recipientId,
      createdAt: doc.at,
    };
    await tx.insert(issuedDocuments).values(row);
    return row;
  });
}
