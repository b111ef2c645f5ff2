import type { Database } from '../db/connect.js';
import { createBookingEventQueries } from './booking-event-queries.js';
import { createBookingLookupQueries } from './booking-lookup-queries.js';
import { createBookingOverlapQueries } from './booking-overlap-queries.js';
import { createBookingStatusQueries } from './booking-status-queries.js';

export type { NewBookingEvent } from './booking-event-queries.js';
export type { BookingRef } from './booking-lookup-queries.js';
export type { ReplayOrOverlap } from './booking-overlap-queries.js';

/** Drizzle queries over `bookings` and `booking_events` only; rules live in the service. */
export function createBookingsRepository(db: Database) {
  return {
    ...createBookingStatusQueries(db),
    ...createBookingLookupQueries(db),
    ...createBookingOverlapQueries(db),
    ...createBookingEventQueries(db),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
