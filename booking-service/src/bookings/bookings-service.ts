import { addDays, todayInVietnam, type PaymentMethod } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository } from '../catalog/catalog-repository.js';
import type { Database } from '../db/connect.js';
import type { BookingRow } from '../db/schema/index.js';
import { bankTransfer } from './bank-transfer.js';
import type { BookingContext } from './booking-context.js';
import type { ConfirmationEffects } from './booking-effects.js';
import { bookingView } from './booking-view.js';
import type { BookingRef, BookingsRepository } from './bookings-repository.js';
import { cancellationQuote } from './cancel-booking.js';
import { confirmByPayment, findForPayment, holdUntilAtLeast, markTransferred } from './confirm-booking.js';
import { createBookingCreation } from './create-booking.js';
import { findForStaff, ownBooking, settle } from './settle-booking.js';
import type { BookingSettingsSource } from './site-settings.js';
import { confirmTransfer, type StaffMove } from './staff-moves.js';
import { createAvailabilityMonths } from './availability.js';
import { ratesMinimumStays } from './minimum-stays.js';
import { createStayPricing } from './stay-pricing.js';
import { createTakenNightsReader } from './taken-nights.js';

export interface BookingsServiceOptions {
  db: Database;
  repository: BookingsRepository;
  catalog: CatalogRepository;
  settings: BookingSettingsSource;
  log: FastifyBaseLogger;
  cmsPublicUrl: string;
  holdMinutesBankTransfer: number;
  /** The hold of a card or VNPay booking (at least 31 minutes: Stripe's shortest session is 30). */
  holdMinutesOnline: number;
  /** The methods a booking may be made with (an online one is off without its provider). */
  paymentMethods?: readonly PaymentMethod[];
  /** What a confirmation causes, in its transaction (booking-effects.ts). */
  effects: ConfirmationEffects;
  now?: () => Date;
}

/**
 * The bookings' steps that need nothing of payments: the view, prices, the create, the clock,
 * the confirmations and the guest's transfer. The moves that give money back (cancel, reject,
 * no-show) need the refunds and are in booking-cancellations.ts, built after payments.
 */
export function createBookingsService(options: BookingsServiceOptions) {
  const { db, repository, effects } = options;
  const ctx: BookingContext = { db, repository, now: options.now ?? (() => new Date()) };
  const view = bookingView(options.cmsPublicUrl);
  const takenNights = createTakenNightsReader(db);
  const pricing = createStayPricing({ ...options, takenNights, view, now: ctx.now });

  return {
    toBooking: view.toBooking,
    /** One month of a property's calendar for the guest's date picker. */
    availabilityMonth: createAvailabilityMonths({
      taken: takenNights,
      minimumStays: ratesMinimumStays(options.settings),
    }),
    /** The version a property's months are kept by: its taken nights' plus the catalog's. */
    availabilityVersion: takenNights.version,
    quote: pricing.quote,
    create: createBookingCreation({ ...options, ctx, pricing }),
    get: (userId: string, ref: BookingRef) => ownBooking(ctx, userId, ref),
    async list(userId: string): Promise<BookingRow[]> {
      const rows = await repository.listForUser(userId);
      return Promise.all(rows.map((row) => settle(ctx, row)));
    },
    bankTransfer: (userId: string, ref: BookingRef) => bankTransfer(ctx, pricing, userId, ref),
    markTransferred: (userId: string, ref: BookingRef) => markTransferred(ctx, userId, ref),
    cancellationQuote: (userId: string, ref: BookingRef) => cancellationQuote(ctx, userId, ref),
    confirmByPayment: (bookingId: string, tx: Database) =>
      confirmByPayment(ctx, effects.confirmed, bookingId, tx),
    holdUntilAtLeast: (row: BookingRow, until: Date) => holdUntilAtLeast(ctx, row, until),
    findForPayment: (bookingId: string, tx?: Database) => findForPayment(ctx, bookingId, tx),
    findForStaff: (ref: BookingRef, tx?: Database) => findForStaff(ctx, ref, tx),
    confirmTransfer: (ref: BookingRef, staff?: StaffMove, tx?: Database) =>
      confirmTransfer(ctx, effects.confirmed, ref, staff, tx),
    /** The stays of one property from yesterday on, for its calendar feed. */
    feed: (propertyId: string) => repository.listForFeed(propertyId, addDays(todayInVietnam(ctx.now()), -1)),
    events: repository.listEvents,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
