import { errorEnvelopeSchema, propertyOffersQuerySchema, propertyPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPropertyCard } from '../../../../catalog/catalog-row.js';
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
    async (request) => {
      const { type, cityId, lang, currency, pageIndex, pageSize } = request.query;
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
      const cmsPublicUrl = fastify.config.CMS_PUBLIC_URL;
      return {
        items: page.rows.map((row) => toPropertyCard(row, { language: lang, currency, cmsPublicUrl })),
        total: page.total,
        pageIndex,
        pageSize,
      };
    },
  );
};

export default plugin;
