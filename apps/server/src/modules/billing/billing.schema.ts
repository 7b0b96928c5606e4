import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type DocumentKind = 'invoice' | 'statement';

/**
 * The next number of each issuer's documents (issue 17): invoices are numbered by the platform, each vendor's
 * statements by that vendor. Taken in the transaction that records the document, so numbers have no gaps.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    /** 'platform', or a vendor's id. */
    issuer: text('issuer').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.kind] })],
);

/** Every numbered document issued: one number per subject (an order's invoice, a vendor's month), never reused. */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey(),
    issuer: text('issuer').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: integer('number').notNull(),
    /** What it documents: an order id, or "<vendorId>:<YYYY-MM>" for a statement. */
    subject: text('subject').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('issued_documents_number_key').on(t.issuer, t.kind, t.number),
    uniqueIndex('issued_documents_subject_key').on(t.kind, t.subject),
  ],
);
