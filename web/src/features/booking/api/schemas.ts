/** The booking and payment endpoints' answers, as the booking service declares them (shared/schemas). */
export {
  availabilitySchema,
  bankTransferSchema,
  bookingListSchema,
  bookingQuoteSchema,
  bookingSchema,
  cancellationQuoteSchema,
  createBookingSchema,
  paymentMethodsAvailabilitySchema,
  paymentRedirectSchema,
} from '@stayvn/shared';
