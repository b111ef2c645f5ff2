import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearRefreshCookie, refreshTokenOf } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the session of the refresh cookie and clears the cookie',
        response: { 204: z.null().describe('Logged out') },
      },
    },
    async (request, reply) => {
      await fastify.accountsService.logout(refreshTokenOf(request));
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default plugin;
