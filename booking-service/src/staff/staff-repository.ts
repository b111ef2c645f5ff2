import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  staffInvites,
  staffMembers,
  staffRecoveryCodes,
  staffSessions,
  type StaffMemberRow,
} from '../db/schema/index.js';

export type NewStaffMember = typeof staffMembers.$inferInsert;
export type StaffMemberPatch = Partial<
  Pick<
    StaffMemberRow,
    | 'role'
    | 'fullName'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'disabledAt'
    | 'lastLoginAt'
  >
>;

/** Drizzle queries over the staff tables only. */
export function createStaffRepository(db: Database) {
  return {
    async countMembers(tx: Database = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(staffMembers);
      return row?.value ?? 0;
    },

    async list(): Promise<StaffMemberRow[]> {
      return db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
    },

    async findById(id: string, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
      return row;
    },

    /** Undefined when the address is taken. */
    async insert(member: NewStaffMember, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .insert(staffMembers)
        .values(member)
        .onConflictDoNothing({ target: staffMembers.email })
        .returning();
      return row;
    },

    async update(
      id: string,
      patch: StaffMemberPatch,
      tx: Database = db,
    ): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(staffMembers.id, id))
        .returning();
      return row;
    },

    /**
     * Records a TOTP step as used, only when it is newer than the last one: two requests with
     * one code cannot both win.
     */
    async useTotpStep(id: string, step: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, id),
            sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(staffId: string, codeHashes: string[], tx: Database = db): Promise<void> {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (codeHashes.length > 0)
        await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, staffId })));
    },

    /** Marks an unused code of the member used; false when it is unknown or used already. */
    async useRecoveryCode(staffId: string, codeHash: string, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeHash: staffRecoveryCodes.codeHash });
      return rows.length > 0;
    },

    async insertSession(
      session: { staffId: string; refreshTokenHash: string; expiresAt: Date },
      tx: Database = db,
    ): Promise<{ id: string; expiresAt: Date }> {
      const [row] = await tx
        .insert(staffSessions)
        .values(session)
        .returning({ id: staffSessions.id, expiresAt: staffSessions.expiresAt });
      return row!;
    },

    /** Replaces an open session's refresh token; undefined when the old one names no open session. */
    async rotateRefreshToken(
      oldHash: string,
      newHash: string,
      now: Date,
      tx: Database = db,
    ): Promise<{ id: string; staffId: string; expiresAt: Date } | undefined> {
      const [row] = await tx
        .update(staffSessions)
        .set({ refreshTokenHash: newHash })
        .where(
          and(
            eq(staffSessions.refreshTokenHash, oldHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
          ),
        )
        .returning({
          id: staffSessions.id,
          staffId: staffSessions.staffId,
          expiresAt: staffSessions.expiresAt,
        });
      return row;
    },

    async revokeByRefreshToken(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.refreshTokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    async revokeSessionsOf(staffId: string, now: Date, tx: Database = db): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },

    /** The member of an open session, when the member is not disabled: one join. */
    async findActiveSessionMember(
      sessionId: string,
      staffId: string,
      now: Date,
    ): Promise<{ member: StaffMemberRow; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ member: staffMembers, expiresAt: staffSessions.expiresAt })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            isNull(staffMembers.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },

    async insertInvite(
      invite: {
        keyHash: string;
        staffId: string;
        language: typeof staffInvites.$inferInsert.language;
        expiresAt: Date;
      },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(staffInvites).values(invite);
    },

    /** Uses an invitation's key once: undefined when it is unknown, used or expired. */
    async consumeInvite(
      keyHash: string,
      now: Date,
      tx: Database = db,
    ): Promise<{ staffId: string } | undefined> {
      const [row] = await tx
        .update(staffInvites)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvites.keyHash, keyHash),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, now),
          ),
        )
        .returning({ staffId: staffInvites.staffId });
      return row;
    },

    /** Ends the member's other open invitations (a new one was sent, or one was used). */
    async consumeInvitesOf(staffId: string, now: Date, tx: Database = db): Promise<void> {
      await tx
        .update(staffInvites)
        .set({ usedAt: now })
        .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt)));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
