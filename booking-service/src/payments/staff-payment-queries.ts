import type { PaymentKind, PaymentStatus } from '@stayvn/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings, payments } from '../db/schema/index.js';
import { searchOf } from '../staff/paging.js';

export interface StaffPaymentQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'updatedAt' | 'amount';
  order: 'asc' | 'desc';
  q?: string | undefined;
  kind?: PaymentKind | undefined;
  status?: PaymentStatus | undefined;
  failing?: boolean | undefined;
}

/** Which payments a staff query asks for: by kind, status, failing, and a search `q`. */
function staffPaymentFilter(query: StaffPaymentQuery) {
  return and(
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.failing === undefined
      ? undefined
      : query.failing
        ? or(
            and(eq(payments.status, 'pending'), isNotNull(payments.lastError)),
            eq(payments.status, 'failed'),
          )
        : and(isNull(payments.lastError), ne(payments.status, 'failed')),
    searchOf(query.q, [bookings.number, payments.providerRef, payments.providerPaymentId]),
  );
}

/** The console's payments list. */
export function createStaffPaymentQueries(db: Database) {
  return {
    /**
     * Staff's list, a page at a time, with each payment's booking number: by kind and status,
     * `failing` (refunds the provider refused, still to be retried, or failed), `q` a booking
     * number or provider reference (part of it).
     */
    async pageForStaff(query: StaffPaymentQuery) {
      const where = staffPaymentFilter(query);
      const direction = query.order === 'asc' ? asc : desc;
      const sortColumn = {
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
        amount: payments.amount,
      }[query.sort];
      const [items, [total]] = await Promise.all([
        db
          .select({ payment: payments, bookingNumber: bookings.number })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(where)
          .orderBy(direction(sortColumn), direction(payments.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ value: count() })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },
  };
}
