import { errorEnvelopeSchema, propertySearchQuerySchema, propertySearchResultSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPageText, pricedCardText } from '../../../../catalog/catalog-row.js';
import {
  keywordCondition,
  searchConditions,
  searchFilterOf,
  searchOrder,
} from '../../../../catalog/catalog-search.js';
import { catalogProperties } from '../../../../db/schema/index.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search residences (type=residence, the default) or offices (type=office)',
        description:
          'Filters name taxonomy entries by key; several values are comma-joined or repeated. ' +
          'Prices are in major units of `currency`. `destinationMatched` is false when the keyword ' +
          'names no city, district, project or property in any language. Offices with `checkIn` and ' +
          '`checkOut` leave out those a booking holds on any of those nights (confirmed, or waiting ' +
          'for payment within its hold). `bbox=south,west,north,east` keeps what the map shows.',
        querystring: propertySearchQuerySchema,
        response: { 200: propertySearchResultSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { currency, pageIndex, pageSize, sort, keyword, lang } = query;
      return fastify.searchCache.sendText(reply, 'search', query, async () => {
        const page = await fastify.catalogRepository.cardPage(
          {
            where: searchConditions(searchFilterOf(query)),
            orderBy: searchOrder(sort, currency, keyword),
            pageIndex,
            pageSize,
            destination: keyword ? keywordCondition(catalogProperties.destinationText, keyword) : undefined,
          },
          lang,
        );
        // The kept cards were checked against the card schema when they were written.
        return cardPageText(
          { cards: page.rows.map((row) => pricedCardText(row.card, row, currency)), total: page.total },
          query,
          { destinationMatched: page.destinationMatched },
        );
      });
    },
  );
};

export default plugin;
