import { errorEnvelopeSchema, propertySearchCountSchema, propertySearchQuerySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchConditions, searchFilterOf } from '../../../../../catalog/catalog-search.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'How many properties a search would find (the live count while filters change)',
        querystring: propertySearchQuerySchema,
        response: { 200: propertySearchCountSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      fastify.searchCache.send(reply, 'count', request.query, async () => ({
        total: await fastify.catalogRepository.countMatches(searchConditions(searchFilterOf(request.query))),
      })),
  );
};

export default plugin;
