import { errorEnvelopeSchema, favouriteIdsSchema, favouritesMergeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: "Adds the browser's local likes at login; answers every favourite id after the merge",
        description:
          'Ids already liked are kept once; repeating the call changes nothing. Ids are stored as given ' +
          '(a property unpublished for now comes back in the list when it is published again).',
        security: [{ accessToken: [] }],
        body: favouritesMergeSchema,
        response: { 200: favouriteIdsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = accountOf(request).user.id;
      await fastify.favouritesRepository.add(userId, request.body.propertyIds);
      return { ids: await fastify.favouritesRepository.ids(userId) };
    },
  );
};

export default plugin;
