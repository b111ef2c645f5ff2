import fp from 'fastify-plugin';
import { confirmationEffects } from '../../bookings/booking-effects.js';
import { createBookingsRepository, type BookingsRepository } from '../../bookings/bookings-repository.js';
import { createBookingsService, type BookingsService } from '../../bookings/bookings-service.js';
import { availablePaymentMethods } from '../../payments/payments-service.js';
import { createBookingSettingsSource, type BookingSettingsSource } from '../../bookings/site-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    bookingsRepository: BookingsRepository;
    bookingsService: BookingsService;
    bookingSettings: BookingSettingsSource;
  }
}

export default fp(
  async (fastify) => {
    const repository = createBookingsRepository(fastify.db);
    const settings = createBookingSettingsSource(fastify.cms);
    fastify.decorate('bookingsRepository', repository);
    fastify.decorate('bookingSettings', settings);
    fastify.decorate(
      'bookingsService',
      createBookingsService({
        db: fastify.db,
        repository,
        catalog: fastify.catalogRepository,
        settings,
        log: fastify.log,
        cmsPublicUrl: fastify.config.CMS_PUBLIC_URL,
        holdMinutesBankTransfer: fastify.config.BOOKING_HOLD_MINUTES_BANK_TRANSFER,
        holdMinutesOnline: fastify.config.BOOKING_HOLD_MINUTES_ONLINE,
        paymentMethods: availablePaymentMethods({
          stripe: fastify.config.PAYMENT_STRIPE,
          vnpay: fastify.config.PAYMENT_VNPAY,
        }),
        // Queued in the confirming transaction: the mail is sent once the confirmation commits,
        // and a restart or an SMTP outage loses nothing.
        effects: confirmationEffects({
          webUrl: fastify.config.WEB_URL,
          enqueueMail: (job, tx) => fastify.outbox.enqueueMail(job, tx),
        }),
      }),
    );
  },
  { name: 'bookings-service', dependencies: ['db', 'catalog-repository', 'outbox', 'cms-client'] },
);
