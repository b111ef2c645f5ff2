import { calendarFeedParamsSchema, calendarFeedSchema, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.delete(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "Stops importing a channel's calendar; the nights it blocked are free again",
        security: [{ staffSession: [] }, { staffToken: [] }],
        params: calendarFeedParamsSchema,
        response: {
          200: calendarFeedSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          // A feed given in the CMS (`calendar_feed_from_cms`): editors remove it there.
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { id, feedId } = request.params;
      return fastify.staffAction(request, {
        action: 'calendar-imports.remove',
        entityType: 'calendar_feeds',
        entityId: feedId,
        change: (tx) => fastify.calendarImport.feeds.remove(id, feedId, tx),
      });
    },
  );
};

export default plugin;
