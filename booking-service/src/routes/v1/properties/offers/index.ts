import { errorEnvelopeSchema, propertyOffersQuerySchema, propertyPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCardPage } from '../../../../catalog/catalog-row.js';
import { searchConditions, searchOrder } from '../../../../catalog/catalog-search.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Properties on offer, newest published first, 10 a page',
        querystring: propertyOffersQuerySchema,
        response: { 200: propertyPageSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { type, cityId, currency, pageIndex, pageSize } = query;
      return fastify.searchCache.send(reply, 'offers', query, async () => {
        const page = await fastify.catalogRepository.searchPage({
          where: searchConditions({
            kind: type === 'office' ? 'office' : 'apartment',
            cityId,
            currency,
            offersOnly: true,
          }),
          orderBy: searchOrder('all', currency),
          pageIndex,
          pageSize,
        });
        return toCardPage(page, query, fastify.config.CMS_PUBLIC_URL);
      });
    },
  );
};

export default plugin;
