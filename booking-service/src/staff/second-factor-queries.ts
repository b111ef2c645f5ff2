import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffMembers, staffRecoveryCodes } from '../db/schema/index.js';

/** A member's second factor: the TOTP steps used, and the one-use recovery codes. */
export function createSecondFactorQueries(db: Database) {
  return {
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
  };
}
