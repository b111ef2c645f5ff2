import {
  calendarFeedInputSchema,
  calendarFeedSchema,
  calendarImportsSchema,
  errorEnvelopeSchema,
  propertyIdParamsSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const security: Record<string, string[]>[] = [{ staffSession: [] }, { staffToken: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** An apartment's imported calendars (issue 32): its feeds, their state, and open conflicts. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "An apartment's imported channel calendars, how their fetches went, and conflicts",
        security,
        params: propertyIdParamsSchema,
        response: { 200: calendarImportsSchema, ...errors },
      },
    },
    async (request) => fastify.calendarImport.feeds.overview(request.params.id),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "Imports a channel's iCal export for an apartment; its first fetch is due at once",
        security,
        params: propertyIdParamsSchema,
        body: calendarFeedInputSchema,
        response: { 201: calendarFeedSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const feed = await fastify.staffAction(request, {
        action: 'calendar-imports.add',
        entityType: 'calendar_feeds',
        entityId: id,
        change: (tx) => fastify.calendarImport.feeds.add(id, request.body, tx),
      });
      return reply.code(201).send(feed);
    },
  );
};

export default plugin;
