import { normalizeBookingNumber, type StaffBooking, type StaffBookingListQuery } from '@stayvn/shared';
import { and, eq, gt, isNotNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { BookingsService } from '../bookings/bookings-service.js';
import type { Database } from '../db/connect.js';
import { bookings, type BookingRow } from '../db/schema/index.js';
import { pageOf, searchOf } from './paging.js';

/** A booking as staff see it: the guest's view in the guest's language, and the refund's state. */
export function staffBookingOf(service: BookingsService, row: BookingRow): StaffBooking {
  return {
    ...service.toBooking(row, row.language ?? 'en'),
    refundStatus: row.refundStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns: Record<StaffBookingListQuery['sort'], AnyColumn> = {
  createdAt: bookings.createdAt,
  checkIn: bookings.checkIn,
  status: bookings.status,
};

/**
 * Staff's booking search, a page at a time: `q` is a booking number (found exactly, however it is
 * typed) or else a part of the guest's e-mail, name or number; `email` an exact address (any
 * case); `from`/`to` the stays overlapping those dates. Only real bookings (with a number).
 */
export async function listBookingsForStaff(db: Database, query: StaffBookingListQuery) {
  const number = query.q ? normalizeBookingNumber(query.q) : null;
  const where = and(
    isNotNull(bookings.number),
    query.status ? eq(bookings.status, query.status) : undefined,
    query.paymentMethod ? eq(bookings.paymentMethod, query.paymentMethod) : undefined,
    query.email ? sql`lower(${bookings.email}) = lower(${query.email})` : undefined,
    query.to ? lt(bookings.checkIn, query.to) : undefined,
    query.from ? gt(bookings.checkOut, query.from) : undefined,
    number
      ? or(eq(bookings.number, number), searchOf(query.q, [bookings.email, bookings.fullName]))
      : searchOf(query.q, [bookings.number, bookings.email, bookings.fullName, bookings.phoneNumber]),
  );
  return pageOf(db, bookings, query, where, sortColumns[query.sort], bookings.id);
}
