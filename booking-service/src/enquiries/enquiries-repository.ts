import type { Database } from '../db/connect.js';
import { enquiries, type NewEnquiryRow } from '../db/schema/index.js';

/** Drizzle queries over `enquiries` only. */
export function createEnquiriesRepository(db: Database) {
  return {
    async insert(row: NewEnquiryRow, tx: Database = db): Promise<string> {
      const [inserted] = await tx.insert(enquiries).values(row).returning({ id: enquiries.id });
      return inserted!.id;
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
