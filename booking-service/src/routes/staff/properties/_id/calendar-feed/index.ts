import { errorEnvelopeSchema, propertyIdParamsSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedToken } from '../../../../../bookings/ical.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "The secret URL of a property's calendar feed of booked nights",
        security: [{ staffToken: [] }],
        params: propertyIdParamsSchema,
        response: { 200: z.object({ url: z.string() }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = calendarFeedToken(fastify.config.CALENDAR_FEED_SECRET, id);
      return { url: `${fastify.config.PUBLIC_URL}/v1/calendar/${encodeURIComponent(id)}/${token}.ics` };
    },
  );
};

export default plugin;
