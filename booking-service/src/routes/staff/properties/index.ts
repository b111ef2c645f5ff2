import { errorEnvelopeSchema, staffPropertyListSchema, staffPropertyQuerySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The apartments of the catalog by a part of their name: the staff calendar's picker. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Apartments by a part of their name or address (up to 50), for the staff calendar',
        security: [{ staffSession: [] }, { staffToken: [] }],
        querystring: staffPropertyQuerySchema,
        response: {
          200: staffPropertyListSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => fastify.calendarImport.calendar.properties(request.query.q, request.query.lang),
  );
};

export default plugin;
