import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { staffMembers, type StaffMemberRow } from '../db/schema/index.js';

export type NewStaffMember = typeof staffMembers.$inferInsert;
export type StaffMemberPatch = Partial<
  Pick<
    StaffMemberRow,
    | 'role'
    | 'fullName'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'disabledAt'
    | 'lastLoginAt'
  >
>;

/** The staff members: counted, listed, found by id or address, added and changed. */
export function createStaffMemberQueries(db: Database) {
  return {
    async countMembers(tx: Database = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(staffMembers);
      return row?.value ?? 0;
    },

    async list(): Promise<StaffMemberRow[]> {
      return db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
    },

    async findById(id: string, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
      return row;
    },

    /** Undefined when the address is taken. */
    async insert(member: NewStaffMember, tx: Database = db): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .insert(staffMembers)
        .values(member)
        .onConflictDoNothing({ target: staffMembers.email })
        .returning();
      return row;
    },

    async update(
      id: string,
      patch: StaffMemberPatch,
      tx: Database = db,
    ): Promise<StaffMemberRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(staffMembers.id, id))
        .returning();
      return row;
    },
  };
}
