import { errorCodes, errorEnvelopeSchema, favouriteParamsSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../errors/app-error.js';
import { accountOf } from '../../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Likes a property (a repeat changes nothing)',
        description: '204; 404 when no published property has this id.',
        security: [{ accessToken: [] }],
        params: favouriteParamsSchema,
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.params;
      if (!(await fastify.favouritesRepository.indexed(propertyId)))
        throw new AppError(404, errorCodes.notFound, 'No published property has this id');
      await fastify.favouritesRepository.add(accountOf(request).user.id, [propertyId]);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/',
    {
      schema: {
        tags: ['favourites'],
        summary: "Removes a property from the caller's favourites (204 whether or not it was there)",
        security: [{ accessToken: [] }],
        params: favouriteParamsSchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await fastify.favouritesRepository.remove(accountOf(request).user.id, [request.params.propertyId]);
      return reply.code(204).send(null);
    },
  );
};

export default plugin;
