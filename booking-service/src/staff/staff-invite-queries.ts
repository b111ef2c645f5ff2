import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffInvites } from '../db/schema/index.js';

/** The invitations a new member sets a password with: one-use keys that expire. */
export function createStaffInviteQueries(db: Database) {
  return {
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
