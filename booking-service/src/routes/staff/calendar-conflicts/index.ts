import { calendarConflictListSchema, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Channel blocks that overlap a booking (not applied), newest first',
        security: [{ staffSession: [] }, { staffToken: [] }],
        response: {
          200: calendarConflictListSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => ({ items: await fastify.calendarImport.feeds.conflicts() }),
  );
};

export default plugin;
