import { errorEnvelopeSchema, propertyIdParamsSchema, ratingSummarySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A property's rating: average (one decimal), total and how many gave each rate",
        description:
          '`distribution` lists rates 5 to 1. Without reviews: average 0 and total 0 (the web shows ' +
          '"awaiting review"). 404 for a property that is not listed.',
        params: propertyIdParamsSchema,
        response: { 200: ratingSummarySchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.reviewsService.ratingSummary(request.params.id),
  );
};

export default plugin;
