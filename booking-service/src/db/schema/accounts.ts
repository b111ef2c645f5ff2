import type { Language, OAuthProvider } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A person with an account. `email` is stored lower-cased and trimmed, so the unique index is
 * the one rule "one account per address". `passwordHash` (argon2id) is null for an account
 * made by a social login until its owner sets a password through a reset link.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * argon2id of the password trimmed and lower-cased, set with `passwordHash`: how a reset
     * knows a new password that differs from the old one only in case (null before issue 31).
     */
    passwordFoldHash: text('password_fold_hash'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    companyName: text('company_name'),
    gender: text('gender').$type<'male' | 'female'>(),
    nationality: text('nationality'),
    address: text('address'),
    /** File name of the avatar in the file store (`avatars/{file}`); the URL is built when answering. */
    avatarFile: text('avatar_file'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_gender_check', sql`${table.gender} in ('male', 'female')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * One login on one browser: the family of its rotated refresh tokens. Access tokens carry its
 * id (`sid`) and are refused once it is revoked, which is how logout, refresh-token reuse and a
 * password change end a session before its access token expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end: no refresh extends a session beyond it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<SessionRevokedReason>(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;
export type SessionRevokedReason = 'logout' | 'refresh_token_reuse' | 'password_changed' | 'password_reset';

/**
 * The refresh tokens of a session, stored as sha256 hashes (a 256-bit random token needs no
 * slow hash). A token is used once: refreshing marks it rotated and issues the next one; a
 * rotated token presented again means it was copied, and the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export type VerificationPurpose = 'sign_up' | 'password_reset';

/** The keys of e-mailed links (sign-up, password reset): sha256 of a 256-bit random key. */
export const verificationKeys = pgTable(
  'verification_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    email: text('email').notNull(),
    /** Set for a password reset: the account whose password the key may change. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_keys_email_idx').on(table.email),
    check('verification_keys_purpose_check', sql`${table.purpose} in ('sign_up', 'password_reset')`),
  ],
);
export type VerificationKeyRow = typeof verificationKeys.$inferSelect;

/** A social login linked to an account: the provider's stable subject id, never its e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<OAuthProvider>().notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);
export type UserIdentityRow = typeof userIdentities.$inferSelect;
