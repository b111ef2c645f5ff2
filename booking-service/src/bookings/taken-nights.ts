import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  availabilityVersions,
  bookings,
  catalogProperties,
  catalogVersion,
  takenNights,
} from '../db/schema/index.js';
import type { RatedProperty } from './minimum-stays.js';

/** Nights `[checkIn, checkOut)` taken by a booking or a channel block; a live hold says until when. */
export interface TakenRange {
  checkIn: string;
  checkOut: string;
  /** When the hold of a booking awaiting payment runs out (its nights are free again); else null. */
  holdExpiresAt: Date | null;
}

/** A month's read: the property's rates (its minimum stays) and the nights taken in it. */
export interface TakenMonth {
  /** The version of the property's nights and the catalog's it was read at (see `version`). */
  version: number;
  property: RatedProperty;
  ranges: TakenRange[];
}

/**
 * Reads `taken_nights` (bookings in a holding status, applied channel blocks), leaving out the
 * holds that have run out but are not yet marked expired: the same nights the create and the
 * exclusion constraints see as taken once they expire stale holds.
 */
export function createTakenNightsReader(db: Database) {
  const liveHold = sql`(${takenNights.kind} = 'block' or ${bookings.status} <> 'pending_payment' or ${bookings.holdExpiresAt} is null or ${bookings.holdExpiresAt} > now())`;
  const holdExpiresAt =
    sql<Date | null>`case when ${bookings.status} = 'pending_payment' then ${bookings.holdExpiresAt} end`.mapWith(
      (value: string | Date | null) => (value == null ? null : new Date(value)),
    );
  const ranges = db
    .select({
      checkIn: takenNights.checkIn,
      checkOut: takenNights.checkOut,
      holdExpiresAt,
    })
    .from(takenNights)
    .leftJoin(bookings, eq(bookings.id, takenNights.bookingId))
    .where(
      and(
        eq(takenNights.propertyDocumentId, sql.placeholder('propertyId')),
        sql`daterange(${takenNights.checkIn}, ${takenNights.checkOut}, '[)') && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, '[)')`,
        liveHold,
      ),
    )
    .prepare('taken_nights_ranges');
  // The property's taken nights' version plus the catalog's: both only grow, so the sum moves on
  // when either does (an editor's new minimum stay closes other check-in days).
  const versionSum = sql<number>`coalesce((select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1), 0) + coalesce((select ${availabilityVersions.version} from ${availabilityVersions} where ${availabilityVersions.propertyDocumentId} = ${sql.placeholder('propertyId')}), 0)`;
  const version = db
    .select({ version: sql<number>`${versionSum}`.mapWith(Number) })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
    .prepare('availability_version');
  // A month of the guest's calendar in one round trip: the property's row (is it in the
  // catalog? its rates) with whatever takes its nights, the live holds told apart in the answer,
  // and the version it was read at (one statement, one snapshot).
  const month = db
    .select({
      version: sql<number>`${versionSum}`.mapWith(Number),
      priceUsd: catalogProperties.priceUsd,
      rates: catalogProperties.rates,
      checkIn: takenNights.checkIn,
      checkOut: takenNights.checkOut,
      holdExpiresAt,
      live: sql<boolean>`${liveHold}`,
    })
    .from(catalogProperties)
    .leftJoin(
      takenNights,
      and(
        eq(takenNights.propertyDocumentId, catalogProperties.documentId),
        sql`daterange(${takenNights.checkIn}, ${takenNights.checkOut}, '[)') && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, '[)')`,
      ),
    )
    .leftJoin(bookings, eq(bookings.id, takenNights.bookingId))
    .where(eq(catalogProperties.documentId, sql.placeholder('propertyId')))
    .prepare('availability_month');

  return {
    /**
     * The property's rates and what takes nights of `[from, to)` there, or undefined when the
     * catalog does not have it.
     */
    async month(propertyId: string, from: string, to: string): Promise<TakenMonth | undefined> {
      const rows = await month.execute({ propertyId, from, to });
      const [first] = rows;
      if (!first) return undefined;
      return {
        version: first.version,
        property: { priceUsd: first.priceUsd, rates: first.rates },
        ranges: rows.flatMap(({ checkIn, checkOut, holdExpiresAt: expiry, live }) =>
          checkIn && checkOut && live ? [{ checkIn, checkOut, holdExpiresAt: expiry }] : [],
        ),
      };
    },
    /** What takes nights of `[from, to)` at the property. */
    ranges(propertyId: string, from: string, to: string): Promise<TakenRange[]> {
      return ranges.execute({ propertyId, from, to });
    },
    /** The version the property's months are kept by: its taken nights' plus the catalog's. */
    async version(propertyId: string): Promise<number> {
      const [row] = await version.execute({ propertyId });
      return row?.version ?? 0;
    },
  };
}

export type TakenNightsReader = ReturnType<typeof createTakenNightsReader>;
