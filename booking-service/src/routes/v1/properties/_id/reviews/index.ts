import {
  errorEnvelopeSchema,
  propertyIdParamsSchema,
  reviewPageSchema,
  reviewsQuerySchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A property's published reviews, newest first, 10 a page (all of up to 15 on one)",
        description:
          'Every review whatever its language; `lang` names the review tags. Without `pageSize` ' +
          'the page follows the spec: up to 15 reviews all on one page, more 10 a page (the ' +
          'answer says which). 404 for a property that is not listed.',
        params: propertyIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.reviewsService.page(request.params.id, request.query),
  );
};

export default plugin;
