import { addDays, closedCheckInDays, errorCodes, monthBounds, type Availability } from '@stayvn/shared';
import { AppError } from '../errors/app-error.js';
import type { MinimumStaySource } from './minimum-stays.js';
import type { TakenNightsReader } from './taken-nights.js';

/** A month's availability and until when it holds: the first live hold in it to run out, if any. */
export interface AvailabilityMonth {
  answer: Availability;
  /** The version of the property's nights and the catalog's the answer was read at. */
  version: number;
  /** Epoch ms after which a hold of the month has run out and the answer is stale; null: never. */
  validUntil: number | null;
}

/** How far past a month its first read goes: minimum stays up to a month need no second one. */
const readAheadNights = 31;

/**
 * One month of an apartment's calendar for the guest's date picker: the nights taken by a
 * booking (its hold live), a channel block or a staff block (all in `taken_nights`), and the
 * free days whose minimum stay runs into one of them. The answer does not depend on the day it
 * is asked (past days are the picker's), so it can be kept until the nights change.
 */
export function createAvailabilityMonths({
  taken,
  minimumStays,
}: {
  taken: TakenNightsReader;
  minimumStays: MinimumStaySource;
}) {
  const read = async (propertyId: string, from: string, to: string) => {
    const found = await taken.month(propertyId, from, to);
    if (!found) throw new AppError(404, errorCodes.notFound, 'No such property');
    return found;
  };
  return async function month(propertyId: string, month: string): Promise<AvailabilityMonth> {
    const { from, to } = monthBounds(month);
    // One round trip for the rates and the nights, read far enough past the month for the
    // minimum stays of nearly every apartment; a longer one reads again.
    const ahead = addDays(to, readAheadNights);
    let found = await read(propertyId, from, ahead);
    // A second read may see a later version: the answer is kept as of the first (older), so a
    // change between the two makes it read again rather than trusted as newer than it is.
    const { version } = found;
    const stays = await minimumStays(found.property, from, to);
    // The nights past the month that a stay starting in it must have free.
    const until = addDays(to, Math.max(0, stays.longest - 1));
    if (until > ahead) found = await read(propertyId, from, until);
    const ranges = found.ranges;
    const nights = new Set<string>();
    let validUntil: number | null = null;
    for (const range of ranges) {
      const start = range.checkIn > from ? range.checkIn : from;
      const end = range.checkOut < until ? range.checkOut : until;
      for (let night = start; night < end; night = addDays(night, 1)) nights.add(night);
      const expiry = range.holdExpiresAt?.getTime();
      if (expiry !== undefined && (validUntil === null || expiry < validUntil)) validUntil = expiry;
    }
    return {
      answer: {
        month,
        unavailable: [...nights].filter((night) => night < to).sort(),
        closedCheckIn: closedCheckInDays(from, to, nights, stays.of),
      },
      version,
      validUntil,
    };
  };
}
