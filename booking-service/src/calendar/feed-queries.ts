import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { calendarFeeds, type CalendarFeedRow } from '../db/schema/index.js';

/** The channel feeds (iCal URLs) staff add to a property. */
export function createFeedQueries(db: Database) {
  return {
    async listFeeds(propertyDocumentId: string, tx: Database = db): Promise<CalendarFeedRow[]> {
      return tx
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyDocumentId, propertyDocumentId))
        .orderBy(asc(calendarFeeds.createdAt));
    },

    async findFeed(id: string, tx: Database = db): Promise<CalendarFeedRow | undefined> {
      const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
      return row;
    },

    /** Undefined when the property has that URL already. */
    async insertFeed(
      feed: { propertyDocumentId: string; channel: string; url: string },
      tx: Database = db,
    ): Promise<CalendarFeedRow | undefined> {
      const [row] = await tx.insert(calendarFeeds).values(feed).onConflictDoNothing().returning();
      return row;
    },

    /** Its blocks go with it (cascade), so their nights are free again. */
    async deleteFeed(propertyDocumentId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.propertyDocumentId, propertyDocumentId)))
        .returning();
      return row;
    },
  };
}
