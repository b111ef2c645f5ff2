import { lt } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { captchaSpent } from '../db/schema/index.js';

/** Drizzle queries over `captcha_spent` only. */
export function createCaptchaRepository(db: Database) {
  return {
    /**
     * Records a challenge as used; false when it already was. The primary key decides, so two
     * instances given the same solution at the same moment cannot both accept it.
     */
    async spend(signature: string, expiresAt: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .insert(captchaSpent)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: captchaSpent.signature })
        .returning({ signature: captchaSpent.signature });
      return rows.length > 0;
    },

    /** Forgets challenges past their expiry: a replay of one fails on its expiry anyway. */
    async deleteExpired(now: Date, tx: Database = db): Promise<void> {
      await tx.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
