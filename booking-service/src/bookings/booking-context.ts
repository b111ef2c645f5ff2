import { bookingErrorCodes, errorCodes } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import { AppError } from '../errors/app-error.js';
import type { BookingsRepository } from './bookings-repository.js';

/** What every booking step works over: the database, the bookings' repository and the clock. */
export interface BookingContext {
  db: Database;
  repository: BookingsRepository;
  now: () => Date;
}

const roomTakenMessage = 'Someone booked the room before you';
export const noRoomsMessage = 'No rooms available for the day';

/** Losing the race for the nights: 409 `room_taken` with the spec's text. */
export function roomTaken(): never {
  throw new AppError(409, bookingErrorCodes.roomTaken, roomTakenMessage);
}

export function bookingNotFound(): AppError {
  return new AppError(404, errorCodes.notFound, 'No such booking');
}

/** PostgreSQL's SQLSTATE of an error from either driver (node-postgres or PGlite), also when wrapped. */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
