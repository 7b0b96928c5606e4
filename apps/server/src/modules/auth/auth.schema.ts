import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { KycStatus, Language, Role } from '@app/shared/constants';
import type { NotificationPreferences } from '@app/shared/auth';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    company: text('company'),
    country: text('country'),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`ARRAY['buyer']::text[]`),
    activeRole: text('active_role').$type<Role>().notNull().default('buyer'),
    isAdmin: boolean('is_admin').notNull().default(false),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('NONE'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
    language: text('language').$type<Language>().notNull().default('en'),
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>().notNull(),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: text('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use, short-lived tokens: e-mail verification, password reset, two-factor login challenges; and the markers of
 * a two-factor challenge's code attempts (`two_factor_attempt`, see claimTwoFactorAttempt), which are never redeemable.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<'email_verify' | 'password_reset' | 'two_factor' | 'two_factor_attempt'>().notNull(),
    selector: text('selector').notNull(),
    verifierHash: text('verifier_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_selector_key').on(t.selector),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Per-vendor API keys for integrations (the shipping API). Only a hash is stored; the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/** A vendor's bank details for payouts (spec 3.5). The account number is only ever shown masked. */
export const bankDetails = pgTable('bank_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  bankCountry: text('bank_country').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  routingNumber: text('routing_number').notNull().default(''),
  swiftCode: text('swift_code').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bankAddress: text('bank_address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
