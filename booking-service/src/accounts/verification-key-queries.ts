import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { verificationKeys, type VerificationKeyRow, type VerificationPurpose } from '../db/schema/index.js';

/** The one-use keys the account mails carry (address checks, password resets). */
export function createVerificationKeyQueries(db: Database) {
  return {
    async insertVerificationKey(
      key: Omit<VerificationKeyRow, 'createdAt' | 'usedAt'>,
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(verificationKeys).values(key);
    },

    /** The key when it is of this purpose, unused and not expired at `now`. */
    async findUsableKey(
      keyHash: string,
      purpose: VerificationPurpose,
      now: Date,
      tx: Database = db,
    ): Promise<VerificationKeyRow | undefined> {
      const [row] = await tx
        .select()
        .from(verificationKeys)
        .where(
          and(
            eq(verificationKeys.keyHash, keyHash),
            eq(verificationKeys.purpose, purpose),
            isNull(verificationKeys.usedAt),
            gt(verificationKeys.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Marks a usable key used and returns it; undefined when it is unknown, used or expired.
     * One conditional update, so two requests racing with one key cannot both win.
     */
    async consumeKey(
      keyHash: string,
      purpose: VerificationPurpose,
      now: Date,
      tx: Database = db,
    ): Promise<VerificationKeyRow | undefined> {
      const [row] = await tx
        .update(verificationKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationKeys.keyHash, keyHash),
            eq(verificationKeys.purpose, purpose),
            isNull(verificationKeys.usedAt),
            gt(verificationKeys.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Ends every other open link of the address for a purpose (after one of them was used). */
    async consumeKeysOf(
      email: string,
      purpose: VerificationPurpose,
      now: Date,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(verificationKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationKeys.email, email),
            eq(verificationKeys.purpose, purpose),
            isNull(verificationKeys.usedAt),
          ),
        );
    },
  };
}
