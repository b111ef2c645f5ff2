import { errorEnvelopeSchema, propertiesByIdsQuerySchema, propertyListSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPropertyCard } from '../../../../catalog/catalog-row.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Cards of the given property ids, in the asked order (favourites, recently viewed)',
        description:
          'Ids the index no longer holds (unpublished, deleted) are left out, so a stored list can drop them.',
        querystring: propertiesByIdsQuerySchema,
        response: { 200: propertyListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { ids, lang, currency } = request.query;
      const rows = await fastify.catalogRepository.findMany(ids);
      const byId = new Map(rows.map((row) => [row.documentId, row]));
      const cmsPublicUrl = fastify.config.CMS_PUBLIC_URL;
      return {
        items: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toPropertyCard(row, { language: lang, currency, cmsPublicUrl })] : [];
        }),
      };
    },
  );
};

export default plugin;
