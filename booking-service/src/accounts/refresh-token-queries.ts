import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { refreshTokens, sessions, type RefreshTokenRow, type SessionRow } from '../db/schema/index.js';

/** The refresh tokens that renew a session, each rotated once. */
export function createRefreshTokenQueries(db: Database) {
  return {
    async insertRefreshToken(
      token: Pick<RefreshTokenRow, 'tokenHash' | 'sessionId' | 'expiresAt'>,
      tx: Database = db,
    ) {
      await tx.insert(refreshTokens).values(token);
    },

    async findRefreshToken(
      tokenHash: string,
      tx: Database = db,
    ): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** True when this call rotated the token, false when it had been rotated already. */
    async markRotated(tokenHash: string, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return rows.length > 0;
    },
  };
}
