/** The booking endpoints' answers, as the booking service declares them (shared/schemas/bookings). */
export {
  availabilitySchema,
  bankTransferSchema,
  bookingListSchema,
  bookingQuoteSchema,
  bookingSchema,
  cancellationQuoteSchema,
  createBookingSchema,
} from '@stayvn/shared';
