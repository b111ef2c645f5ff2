import { errorEnvelopeSchema, staffBookingListQuerySchema, staffBookingPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAnswer } from '../../../staff/paging.js';
import { listBookingsForStaff, staffBookingOf } from '../../../staff/staff-bookings.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Find bookings by number, e-mail, name or dates, a page at a time',
        description:
          '`q`: a booking number (any case, dashes optional) or part of the e-mail, name or phone; ' +
          '`email`: an exact address; `from`/`to`: stays overlapping [from, to); `status`, `paymentMethod`.',
        security: [{ staffSession: [] }, { staffToken: [] }],
        querystring: staffBookingListQuerySchema,
        response: {
          200: staffBookingPageSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { items, total } = await listBookingsForStaff(fastify.db, request.query);
      return pageAnswer(
        items.map((row) => staffBookingOf(fastify.bookingsService, row)),
        total,
        request.query,
      );
    },
  );
};

export default plugin;
