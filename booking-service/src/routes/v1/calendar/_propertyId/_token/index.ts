import { errorCodes } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCalendarFeedToken, renderCalendar } from '../../../../../bookings/ical.js';
import { AppError } from '../../../../../errors/app-error.js';

const paramsSchema = z.object({
  propertyId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' }),
  // `<token>.ics` or `<token>`: calendar apps like a file name.
  token: z
    .string()
    .max(64)
    .transform((value) => value.replace(/\.ics$/, '')),
});

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: "A property's booked nights as an iCalendar feed, at a secret URL",
        description:
          "For the owner's or a channel manager's calendar: one all-day event per stay that takes nights " +
          '(from yesterday on), without guest details. Staff get the URL from ' +
          '`GET /staff/properties/:id/calendar-feed`; a wrong token is 404.',
        produces: ['text/calendar'],
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const { propertyId, token } = request.params;
      if (!isCalendarFeedToken(fastify.config.CALENDAR_FEED_SECRET, propertyId, token))
        throw new AppError(404, errorCodes.notFound, 'No such calendar');
      const rows = await fastify.bookingsService.feed(propertyId);
      const body = renderCalendar(
        rows.map((row) => ({
          uid: `${row.id}@stayvn`,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          summary: 'Booked',
          timed: false,
          status:
            row.status === 'pending_payment' || row.status === 'awaiting_confirmation'
              ? 'TENTATIVE'
              : 'CONFIRMED',
        })),
        { name: `StayVN ${propertyId}` },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};

export default plugin;
