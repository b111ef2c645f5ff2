import {
  errorCodes,
  monthBounds,
  type CalendarMonth,
  type Language,
  type ManualBlock,
  type ManualBlockInput,
  type StaffPropertyList,
} from '@stayvn/shared';
import { sqlStateOf } from '../bookings/booking-context.js';
import type { Database } from '../db/connect.js';
import type { CalendarManualBlockRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { conflictAnswer } from './calendar-feeds.js';
import type { CalendarRepository } from './calendar-repository.js';
import type { StaffCalendarRepository } from './staff-calendar-repository.js';

export function manualBlockAnswer(row: CalendarManualBlockRow): ManualBlock {
  return {
    id: row.id,
    propertyId: row.propertyDocumentId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    reason: row.reason,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface StaffCalendarDeps {
  db: Database;
  repository: StaffCalendarRepository;
  imports: CalendarRepository;
  /** Marks the property's stale holds expired, so their nights do not stand in a block's way. */
  expireHolds: (propertyDocumentId: string, tx: Database) => Promise<unknown>;
}

/** The console's month grid of one apartment, and the nights staff close by hand. */
export function createStaffCalendar({ db, repository, imports, expireHolds }: StaffCalendarDeps) {
  return {
    async month(propertyId: string, month: string, language: Language): Promise<CalendarMonth> {
      const { from, to } = monthBounds(month);
      const [propertyName, bookings, channelBlocks, manualBlocks, conflicts] = [
        await repository.propertyName(propertyId, language),
        await repository.bookingsIn(propertyId, from, to),
        await repository.channelBlocksIn(propertyId, from, to),
        await repository.manualBlocksIn(propertyId, from, to),
        await imports.listConflicts(propertyId),
      ];
      return {
        propertyId,
        propertyName: propertyName ?? null,
        month,
        bookings,
        channelBlocks,
        manualBlocks: manualBlocks.map(manualBlockAnswer),
        conflicts: conflicts.map(conflictAnswer),
      };
    },

    /**
     * Closes `[checkIn, checkOut)`; a booking holding any of the nights refuses it with a field
     * error on `checkIn` (`err_nights_taken`), decided by the exclusion constraint, race or not.
     */
    async addBlock(
      propertyId: string,
      input: ManualBlockInput,
      createdBy: string | null,
      tx: Database,
    ): Promise<ManualBlock> {
      await expireHolds(propertyId, tx);
      try {
        const row = await tx.transaction((savepoint) =>
          repository.insertManualBlock(
            { propertyDocumentId: propertyId, ...input, note: input.note || null, createdBy },
            savepoint,
          ),
        );
        return manualBlockAnswer(row);
      } catch (error) {
        if (sqlStateOf(error) !== '23P01') throw error;
        throw new AppError(409, errorCodes.validation, 'A booking holds some of these nights', [
          { field: 'checkIn', code: 'err_nights_taken', message: 'A booking holds some of these nights' },
        ]);
      }
    },

    /** Reopens the nights (unless something else takes them). */
    async removeBlock(propertyId: string, blockId: string, tx: Database): Promise<ManualBlock> {
      const row = await repository.deleteManualBlock(propertyId, blockId, tx);
      if (!row) throw new AppError(404, errorCodes.notFound, 'No such manual block');
      return manualBlockAnswer(row);
    },

    async properties(q: string | undefined, language: Language): Promise<StaffPropertyList> {
      return { items: await repository.searchProperties(q, language, db) };
    },
  };
}

export type StaffCalendar = ReturnType<typeof createStaffCalendar>;
