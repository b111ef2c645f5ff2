import type { SupportRequestKind, SupportRequestStatus } from '@stayvn/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { supportRequests, type SupportRequestRow } from '../db/schema/index.js';

/** What staff do with the requests: list them, open one, move its status on. */
export function createSupportRequestQueries(db: Database) {
  return {
    async list(
      filter: { kind?: SupportRequestKind | undefined; status?: SupportRequestStatus | undefined },
      limit = 100,
    ): Promise<SupportRequestRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(
          and(
            filter.kind ? eq(supportRequests.kind, filter.kind) : undefined,
            filter.status ? eq(supportRequests.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(supportRequests.createdAt))
        .limit(limit);
    },

    async find(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      return row;
    },

    async setStatus(id: string, status: SupportRequestStatus): Promise<SupportRequestRow | undefined> {
      const [row] = await db
        .update(supportRequests)
        .set({ status, updatedAt: new Date() })
        .where(eq(supportRequests.id, id))
        .returning();
      return row;
    },
  };
}
