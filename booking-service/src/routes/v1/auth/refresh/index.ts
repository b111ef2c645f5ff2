import { errorEnvelopeSchema, sessionSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Rotates the refresh cookie and answers a new access token; a reused refresh token ends its whole session',
        response: { 200: sessionSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const issued = await fastify.accountsService.refresh(refreshTokenOf(request));
        setRefreshCookie(reply, issued);
        return issued.session;
      } catch (error) {
        // The browser should not keep presenting a token that will never work again.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );
};

export default plugin;
