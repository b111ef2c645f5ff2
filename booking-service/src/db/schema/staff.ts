import type { Language, StaffRole } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Back-office staff (issue 19), apart from the guests' `users`: a staff account is never a
 * guest's and a guest's token never opens a staff route. `passwordHash` (argon2id, as guests')
 * is null until the invited person sets one; `totpSecret` is set at enrolment and counts once
 * `totpEnabledAt` is; `totpLastStep` refuses a code that was used already (a replay).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_members_email_key').on(table.email),
    check('staff_members_role_check', sql`${table.role} in ('support', 'admin')`),
  ],
);
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Ten single-use codes per enrolment, as sha256 of 80 random bits each. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_id_idx').on(table.staffId)],
);

/**
 * A staff log-in: ends at `expiresAt` (8 hours after it began) whatever the refreshes. Its
 * refresh token is rotated in place (sha256 in `refreshTokenHash`); an old one finds nothing.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_sessions_refresh_token_hash_key').on(table.refreshTokenHash),
    index('staff_sessions_staff_id_idx').on(table.staffId),
  ],
);

/** The set-password links of invitations: sha256 of a 256-bit key, used once, expiring. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    keyHash: text('key_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_invites_staff_id_idx').on(table.staffId)],
);

export type AuditActorType = 'staff' | 'machine' | 'command';

/**
 * Every staff action: who, when, what, on which entity, and the entity before and after.
 * Append-only: the code has no update or delete for it, and the migration adds a trigger that
 * refuses UPDATE, DELETE and TRUNCATE on the table (PostgreSQL and PGlite alike).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    /** The staff member's id; null for the machine token and commands. */
    actorId: uuid('actor_id'),
    /** Kept as it was, so the log still names a person whose e-mail changed. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    check('staff_audit_log_actor_type_check', sql`${table.actorType} in ('staff', 'machine', 'command')`),
  ],
);
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

/** What a staff reply answers: an enquiry, an owner's submission, a help issue or support request. */
export type StaffReplySubject = 'enquiry' | 'owner_submission' | 'support_request';

/**
 * A reply staff sent by e-mail from the console: kept with the item it answers (the mail itself
 * goes through the outbox, queued in the same transaction), in the sender's language.
 */
export const staffReplies = pgTable(
  'staff_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').$type<StaffReplySubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    language: text('language').$type<Language>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_replies_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
    check(
      'staff_replies_subject_type_check',
      sql`${table.subjectType} in ('enquiry', 'owner_submission', 'support_request')`,
    ),
    check('staff_replies_language_check', sql`${table.language} in ('en', 'jp', 'vi')`),
  ],
);
export type StaffReplyRow = typeof staffReplies.$inferSelect;
