import { errorEnvelopeSchema, favouritesQuerySchema, propertyPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCardPage } from '../../../../catalog/catalog-row.js';
import { accountOf } from '../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: "A page of the caller's favourites as property cards, newest like first",
        description:
          'Page size 9 by default, up to 999 (the signed-in list). `kind` keeps apartments or offices. ' +
          'A property no longer published is left out (and not counted) without an error.',
        security: [{ accessToken: [] }],
        querystring: favouritesQuerySchema,
        response: { 200: propertyPageSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { pageIndex, pageSize, kind } = request.query;
      const page = await fastify.favouritesRepository.page(accountOf(request).user.id, {
        kind,
        offset: (pageIndex - 1) * pageSize,
        limit: pageSize,
      });
      return toCardPage(page, request.query, fastify.config.CMS_PUBLIC_URL);
    },
  );
};

export default plugin;
