import { changePasswordSchema, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../../../plugins/app/authentication.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      preHandler: fastify.authRateLimit.perUser('change-password'),
      schema: {
        tags: ['accounts'],
        summary: 'Changes the password (the current one must be right); every other session ends',
        security: [{ accessToken: [] }],
        body: changePasswordSchema,
        response: {
          204: z.null().describe('Changed'),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = accountOf(request);
      await fastify.accountsService.changePassword(user, sessionId, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default plugin;
