import { errorEnvelopeSchema, propertyOffersQuerySchema, propertyPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPageText, pricedCardText } from '../../../../catalog/catalog-row.js';
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
      const { type, cityId, currency, pageIndex, pageSize, lang } = query;
      return fastify.searchCache.sendText(reply, 'offers', query, async () => {
        const page = await fastify.catalogRepository.cardPage(
          {
            where: searchConditions({
              kind: type === 'office' ? 'office' : 'apartment',
              cityId,
              currency,
              offersOnly: true,
            }),
            orderBy: searchOrder('all', currency),
            pageIndex,
            pageSize,
          },
          lang,
        );
        return cardPageText(
          { cards: page.rows.map((row) => pricedCardText(row.card, row, currency)), total: page.total },
          query,
        );
      });
    },
  );
};

export default plugin;
