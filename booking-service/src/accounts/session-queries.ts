import DataLoader from 'dataloader';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  sessions,
  users,
  type SessionRevokedReason,
  type SessionRow,
  type UserRow,
} from '../db/schema/index.js';

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

/** Sessions: opened at sign-in, read on every signed-in request, revoked at sign-out. */
export function createSessionQueries(db: Database) {
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
    async insertSession(
      session: Pick<SessionRow, 'userId' | 'rememberMe' | 'expiresAt'>,
      tx: Database = db,
    ): Promise<SessionRow> {
      const [row] = await tx.insert(sessions).values(session).returning();
      return row!;
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
  };
}
