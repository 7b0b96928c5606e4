import { index, pgTable, text, timestamp, uuid, serial } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey(),
    number: serial('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    source: text('source').$type<'contact_form' | 'quote_request' | 'concierge'>().notNull().default('contact_form'),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_status_idx').on(t.status, t.createdAt)],
);
