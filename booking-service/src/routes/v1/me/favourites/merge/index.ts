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
          '(a property unpublished for now comes back in the list when it is published again). ' +
          '`syncedIds`, the list this browser last saw, keeps a like removed since (in another ' +
          'browser) from coming back: those ids are not added.',
        security: [{ accessToken: [] }],
        body: favouritesMergeSchema,
        response: { 200: favouriteIdsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = accountOf(request).user.id;
      // A like the browser had already synced is on the server still, or was removed since:
      // either way it is not the browser's to add again.
      const synced = new Set(request.body.syncedIds ?? []);
      const added = request.body.propertyIds.filter((id) => !synced.has(id));
      await fastify.favouritesRepository.add(userId, added);
      return { ids: await fastify.favouritesRepository.ids(userId) };
    },
  );
};

export default plugin;
