import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { calendarBlocks, takenNights, type CalendarBlockRow } from '../db/schema/index.js';

export type NewCalendarBlock = typeof calendarBlocks.$inferInsert;

/** The blocks a feed's events become, and the nights they take once applied. */
export function createBlockQueries(db: Database) {
  return {
    async blocksOf(feedId: string, tx: Database = db): Promise<CalendarBlockRow[]> {
      return tx.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feedId));
    },

    async deleteBlocks(ids: string[], tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(calendarBlocks).where(inArray(calendarBlocks.id, ids));
    },

    async insertBlock(block: NewCalendarBlock, tx: Database = db): Promise<CalendarBlockRow> {
      const [row] = await tx.insert(calendarBlocks).values(block).returning();
      return row!;
    },

    /**
     * Takes the block's nights; fails with the exclusion constraint `taken_nights_no_overlap`
     * (23P01) when a booking holds any of them. Run it in a savepoint.
     */
    async takeNights(block: CalendarBlockRow, tx: Database = db): Promise<void> {
      await tx.insert(takenNights).values({
        propertyDocumentId: block.propertyDocumentId,
        kind: 'block',
        checkIn: block.checkIn,
        checkOut: block.checkOut,
        blockId: block.id,
      });
      await tx.update(calendarBlocks).set({ applied: true }).where(eq(calendarBlocks.id, block.id));
    },
  };
}
