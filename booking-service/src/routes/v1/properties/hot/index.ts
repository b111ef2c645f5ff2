import {
  errorEnvelopeSchema,
  homeCounts,
  hotPropertiesQuerySchema,
  propertyListSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPropertyCard } from '../../../../catalog/catalog-row.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Hot serviced apartments of a city for the home page, newest published first',
        querystring: hotPropertiesQuerySchema,
        response: { 200: propertyListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { cityId, lang, currency } = request.query;
      const rows = await fastify.catalogRepository.listHot({
        cityId,
        kind: 'apartment',
        limit: homeCounts.hotApartments,
      });
      const cmsPublicUrl = fastify.config.CMS_PUBLIC_URL;
      return { items: rows.map((row) => toPropertyCard(row, { language: lang, currency, cmsPublicUrl })) };
    },
  );
};

export default plugin;
