import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffMembers, staffSessions, type StaffMemberRow } from '../db/schema/index.js';

/** Staff sessions: opened at login, renewed by their refresh token, revoked, read per request. */
export function createStaffSessionQueries(db: Database) {
  return {
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
  };
}
