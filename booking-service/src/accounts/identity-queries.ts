import type { OAuthProvider } from '@stayvn/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { userIdentities, users, type UserRow } from '../db/schema/index.js';

/** The social sign-in identities (provider and subject) linked to users. */
export function createIdentityQueries(db: Database) {
  return {
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
