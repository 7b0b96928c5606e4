import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

export const verificationApplications = pgTable(
  'verification_applications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED' | 'INFO_REQUESTED'>().notNull(),
    business: jsonb('business').$type<Record<string, string | number>>().notNull(),
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    productId: uuid('product_id'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('verification_status_idx').on(t.status, t.submittedAt), index('verification_user_idx').on(t.userId)],
);

/** Stored privately (never under /media): only the applicant and admins download them. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    applicationId: uuid('application_id'),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_documents_app_idx').on(t.applicationId),
    index('verification_documents_owner_idx').on(t.ownerId),
  ],
);
