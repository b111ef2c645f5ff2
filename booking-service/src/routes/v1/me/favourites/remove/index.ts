import { errorEnvelopeSchema, favouritesRemoveSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Removes several favourites (`propertyIds`) or all of them (`all: true`)',
        security: [{ accessToken: [] }],
        body: favouritesRemoveSchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).user.id;
      const { all, propertyIds = [] } = request.body;
      if (all) await fastify.favouritesRepository.removeAll(userId);
      else await fastify.favouritesRepository.remove(userId, propertyIds);
      return reply.code(204).send(null);
    },
  );
};

export default plugin;
