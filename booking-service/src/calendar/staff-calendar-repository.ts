import { cmsLocaleOf, normalizeSearchText, type Language } from '@stayvn/shared';
import { and, asc, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.js';
import { bookingStayColumns } from './booking-stay-columns.js';
import {
  bookings,
  calendarBlocks,
  calendarFeeds,
  calendarManualBlocks,
  catalogProperties,
  holdingStatusesSql,
  takenNights,
  type CalendarManualBlockRow,
} from '../db/schema/index.js';

export type NewManualBlock = typeof calendarManualBlocks.$inferInsert;

/** `[checkIn, checkOut)` of a table overlaps `[from, to)`. */
const overlaps = (table: { checkIn: AnyPgColumn; checkOut: AnyPgColumn }, from: string, to: string) =>
  and(lt(table.checkIn, to), gt(table.checkOut, from));

/** Drizzle queries of the staff calendar: one apartment's month, and its manual blocks. */
export function createStaffCalendarRepository(db: Database) {
  return {
    /** Bookings holding nights of the month; a hold past its expiry is left out (it holds nothing). */
    async bookingsIn(propertyDocumentId: string, from: string, to: string, tx: Database = db) {
      return tx
        .select(bookingStayColumns)
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyDocumentId, propertyDocumentId),
            overlaps(bookings, from, to),
            sql.raw(`bookings.status in (${holdingStatusesSql})`),
            sql`not (${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} <= now())`,
          ),
        )
        .orderBy(asc(bookings.checkIn));
    },

    async channelBlocksIn(propertyDocumentId: string, from: string, to: string, tx: Database = db) {
      return tx
        .select({
          id: calendarBlocks.id,
          feedId: calendarBlocks.feedId,
          channel: calendarFeeds.channel,
          checkIn: calendarBlocks.checkIn,
          checkOut: calendarBlocks.checkOut,
          summary: calendarBlocks.summary,
          applied: calendarBlocks.applied,
        })
        .from(calendarBlocks)
        .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
        .where(
          and(eq(calendarBlocks.propertyDocumentId, propertyDocumentId), overlaps(calendarBlocks, from, to)),
        )
        .orderBy(asc(calendarBlocks.checkIn));
    },

    async manualBlocksIn(propertyDocumentId: string, from: string, to: string, tx: Database = db) {
      return tx
        .select()
        .from(calendarManualBlocks)
        .where(
          and(
            eq(calendarManualBlocks.propertyDocumentId, propertyDocumentId),
            overlaps(calendarManualBlocks, from, to),
          ),
        )
        .orderBy(asc(calendarManualBlocks.checkIn));
    },

    /**
     * Inserts the block and takes its nights; the second insert fails with the exclusion
     * constraint `taken_nights_no_overlap` (23P01) when a booking holds any of them.
     */
    async insertManualBlock(block: NewManualBlock, tx: Database = db): Promise<CalendarManualBlockRow> {
      const [row] = await tx.insert(calendarManualBlocks).values(block).returning();
      await tx.insert(takenNights).values({
        propertyDocumentId: row!.propertyDocumentId,
        kind: 'block',
        checkIn: row!.checkIn,
        checkOut: row!.checkOut,
        manualBlockId: row!.id,
      });
      return row!;
    },

    /** Its nights go with it (cascade). */
    async deleteManualBlock(propertyDocumentId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .delete(calendarManualBlocks)
        .where(
          and(
            eq(calendarManualBlocks.id, id),
            eq(calendarManualBlocks.propertyDocumentId, propertyDocumentId),
          ),
        )
        .returning();
      return row;
    },

    /** The apartment's name in the language (English, else any), or undefined when unknown. */
    async propertyName(propertyDocumentId: string, language: Language, tx: Database = db) {
      const [row] = await tx
        .select({ name: catalogProperties.name })
        .from(catalogProperties)
        .where(eq(catalogProperties.documentId, propertyDocumentId));
      return row && nameIn(row.name, language);
    },

    /** Up to 50 apartments whose names (or addresses) have `q`, by name. */
    async searchProperties(q: string | undefined, language: Language, tx: Database = db) {
      const keyword = q ? normalizeSearchText(q) : '';
      const rows = await tx
        .select({ id: catalogProperties.documentId, name: catalogProperties.name })
        .from(catalogProperties)
        .where(keyword ? like(catalogProperties.searchText, `%${escapeLike(keyword)}%`) : undefined)
        .orderBy(asc(sql`${catalogProperties.name}->>'en'`))
        .limit(50);
      return rows.map((row) => ({ id: row.id, name: nameIn(row.name, language) }));
    },
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function nameIn(name: Partial<Record<string, string>>, language: Language): string {
  return name[cmsLocaleOf(language)] || name.en || Object.values(name).find(Boolean) || '';
}

export type StaffCalendarRepository = ReturnType<typeof createStaffCalendarRepository>;
