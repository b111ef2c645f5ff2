import fp from 'fastify-plugin';
import {
  createBookingCancellations,
  type BookingCancellations,
} from '../../bookings/booking-cancellations.js';
import { endingEffects } from '../../bookings/booking-effects.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guest's cancel and staff's rejection and no-show: the moves that refund. */
    bookingCancellations: BookingCancellations;
  }
}

export default fp(
  async (fastify) => {
    const repository = fastify.bookingsRepository;
    fastify.decorate(
      'bookingCancellations',
      createBookingCancellations(
        { db: fastify.db, repository, now: () => new Date() },
        // The refund through the provider that took the money and the guest's mail, both in the
        // ending transaction.
        endingEffects({
          webUrl: fastify.config.WEB_URL,
          enqueueMail: (job, tx) => fastify.outbox.enqueueMail(job, tx),
          refunds: fastify.paymentsService,
          lastReason: async (bookingId, tx) => {
            const [event] = (await repository.listEvents(bookingId, tx)).slice(-1);
            return event?.reason ?? null;
          },
        }),
      ),
    );
  },
  { name: 'booking-cancellations', dependencies: ['db', 'outbox', 'bookings-service', 'payments'] },
);
