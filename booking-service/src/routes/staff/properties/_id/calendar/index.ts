import {
  calendarMonthQuerySchema,
  calendarMonthSchema,
  errorEnvelopeSchema,
  propertyIdParamsSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** One apartment's month in the console (issue 32 item 3). */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "An apartment's month: bookings and holds, channel and manual blocks, open conflicts",
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: propertyIdParamsSchema,
        querystring: calendarMonthQuerySchema,
        response: {
          200: calendarMonthSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      fastify.calendarImport.calendar.month(request.params.id, request.query.month, request.query.lang),
  );
};

export default plugin;
