import type { OAuthProvider } from '@stayvn/shared';
import DataLoader from 'dataloader';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  refreshTokens,
  sessions,
  userIdentities,
  users,
  verificationKeys,
  type NewUserRow,
  type RefreshTokenRow,
  type SessionRevokedReason,
  type SessionRow,
  type UserRow,
  type VerificationKeyRow,
  type VerificationPurpose,
} from '../db/schema/index.js';

export type UserPatch = Partial<
  Pick<
    NewUserRow,
    | 'fullName'
    | 'phoneNumber'
    | 'companyName'
    | 'gender'
    | 'nationality'
    | 'address'
    | 'avatarFile'
    | 'passwordHash'
    | 'passwordFoldHash'
  >
>;

/**
 * Drizzle queries over the accounts tables only; rules live in the accounts service. Every
 * time comparison takes `now` from the caller, so the service's clock is the one clock.
 */
/**
 * The session reads of every signed-in request: written and named once, so PostgreSQL plans the
 * statement once per connection and the query builder does no work per request. One statement
 * answers many sessions (`sessionIds`), the ones still open.
 */
function openSessionsQuery(db: Database) {
  return db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SessionKey = { sessionId: string; userId: string };

export function createAccountsRepository(db: Database) {
  const openSessions = openSessionsQuery(db).prepare('open_sessions');
  // The requests that arrive together (a burst: every socket read in one turn of the event loop)
  // read their sessions in one statement, each still from the database as it is then: batched,
  // never cached.
  const sessionUsers = new DataLoader<SessionKey, UserRow | undefined>(
    async (keys) => {
      const ids = [...new Set(keys.map((key) => key.sessionId).filter((id) => uuidPattern.test(id)))];
      const rows =
        ids.length === 0
          ? []
          : await openSessions.execute({ sessionIds: ids, now: new Date().toISOString() });
      const users = new Map(rows.map((row) => [row.sessionId, row.user]));
      return keys.map((key) => {
        const user = users.get(key.sessionId);
        return user?.id === key.userId ? user : undefined;
      });
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setImmediate(run) },
  );
  return {
    async findUserByEmail(email: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Undefined when the address is taken (by a concurrent sign-up, say). */
    async insertUser(user: NewUserRow, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async updateUser(
      id: string,
      patch: UserPatch,
      now: Date,
      tx: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

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

    async insertSession(
      session: Pick<SessionRow, 'userId' | 'rememberMe' | 'expiresAt'>,
      tx: Database = db,
    ): Promise<SessionRow> {
      const [row] = await tx.insert(sessions).values(session).returning();
      return row!;
    },

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

    /** The user of an open session (not revoked, not expired); sessions asked together are read together. */
    async findSessionUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
      return sessionUsers.load({ sessionId, userId });
    },

    async revokeSession(sessionId: string, reason: SessionRevokedReason, now: Date, tx: Database = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes the user's open sessions, all of them or all but `exceptSessionId`. */
    async revokeSessionsOf(
      userId: string,
      reason: SessionRevokedReason,
      now: Date,
      exceptSessionId?: string,
      tx: Database = db,
    ): Promise<number> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async findIdentityUser(
      provider: OAuthProvider,
      subject: string,
      tx: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.user;
    },

    async insertIdentity(
      identity: { provider: OAuthProvider; subject: string; userId: string; email: string | null },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(userIdentities).values(identity).onConflictDoNothing();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
