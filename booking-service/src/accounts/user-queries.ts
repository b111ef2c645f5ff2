import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { users, type NewUserRow, type UserRow } from '../db/schema/index.js';

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

/** The users table: looked up by address or id, inserted at sign-up, patched from the profile. */
export function createUserQueries(db: Database) {
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
  };
}
