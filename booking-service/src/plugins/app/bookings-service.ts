import fp from 'fastify-plugin';
import { cancellationMail, confirmationMail, staffEndedMail } from '../../bookings/booking-mail.js';
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
    const settings = createBookingSettingsSource({ cmsUrl: fastify.config.CMS_URL });
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
        onConfirmed: async (booking, tx) => {
          await fastify.outbox.enqueueMail(confirmationMail(booking, fastify.config.WEB_URL), tx);
        },
        // The payments plugin registers after this one; it refunds through the provider that
        // took the money, and the guest's mail is queued, both in the cancelling transaction.
        onCancelled: async (booking, tx) => {
          await fastify.paymentsService.refundOnCancellation(booking, tx);
          const mail = cancellationMail(booking, fastify.config.WEB_URL);
          if (mail) await fastify.outbox.enqueueMail(mail, tx);
        },
        // Staff rejected the booking or marked a no-show: the refund of what is due, and the
        // guest's mail with the reason (the last event's), both in that transaction.
        onStaffEnded: async (booking, tx) => {
          await fastify.paymentsService.refundOnCancellation(booking, tx);
          const [event] = (await repository.listEvents(booking.id, tx)).slice(-1);
          const mail = staffEndedMail(booking, fastify.config.WEB_URL, event?.reason ?? null);
          if (mail) await fastify.outbox.enqueueMail(mail, tx);
        },
      }),
    );
  },
  { name: 'bookings-service', dependencies: ['db', 'catalog-repository', 'outbox'] },
);
