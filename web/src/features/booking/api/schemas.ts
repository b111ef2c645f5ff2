/** The booking and payment endpoints' answers, as the booking service declares them (shared/schemas). */
export {
  bankTransferSchema,
  bookingListSchema,
  bookingQuoteSchema,
  bookingSchema,
  cancellationQuoteSchema,
  createBookingSchema,
  paymentMethodsAvailabilitySchema,
  paymentRedirectSchema,
} from '@stayvn/shared';
