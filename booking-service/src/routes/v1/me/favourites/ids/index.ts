import { errorEnvelopeSchema, favouriteIdsSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: "Every id of the caller's favourites, newest first (the hearts' liked state)",
        security: [{ accessToken: [] }],
        response: { 200: favouriteIdsSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ ids: await fastify.favouritesRepository.ids(accountOf(request).user.id) }),
  );
};

export default plugin;
