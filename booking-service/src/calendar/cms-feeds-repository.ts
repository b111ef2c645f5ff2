import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { calendarFeeds } from '../db/schema/index.js';

/** Drizzle queries of the feeds the CMS gives (`source` `cms`); console feeds are only read here. */
export function createCmsFeedsRepository(db: Database) {
  return {
    /** Every feed of the property, whatever its source: a URL staff gave stays theirs. */
    async feedsOf(propertyDocumentId: string, tx: Database = db) {
      return tx
        .select({
          id: calendarFeeds.id,
          channel: calendarFeeds.channel,
          url: calendarFeeds.url,
          source: calendarFeeds.source,
        })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyDocumentId, propertyDocumentId));
    },

    /** The properties that have feeds from the CMS. */
    async propertiesWithCmsFeeds(tx: Database = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ propertyDocumentId: calendarFeeds.propertyDocumentId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.source, 'cms'));
      return rows.map((row) => row.propertyDocumentId);
    },

    /** New CMS feeds, due at once; a URL the property has already (a race) is left out. */
    async insertCmsFeeds(
      feeds: { propertyDocumentId: string; channel: string; url: string }[],
      tx: Database = db,
    ): Promise<number> {
      if (feeds.length === 0) return 0;
      const rows = await tx
        .insert(calendarFeeds)
        .values(feeds.map((feed) => ({ ...feed, source: 'cms' as const })))
        .onConflictDoNothing()
        .returning({ id: calendarFeeds.id });
      return rows.length;
    },

    async renameCmsFeed(id: string, channel: string, tx: Database = db): Promise<void> {
      await tx
        .update(calendarFeeds)
        .set({ channel })
        .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.source, 'cms')));
    },

    /**
     * As the console's removal: the feeds' blocks go with them (cascade), and so do the nights
     * those blocks took and their conflicts. Console feeds are never deleted here.
     */
    async deleteCmsFeeds(ids: string[], tx: Database = db): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .delete(calendarFeeds)
        .where(and(inArray(calendarFeeds.id, ids), eq(calendarFeeds.source, 'cms')))
        .returning({ id: calendarFeeds.id });
      return rows.length;
    },
  };
}

export type CmsFeedsRepository = ReturnType<typeof createCmsFeedsRepository>;
