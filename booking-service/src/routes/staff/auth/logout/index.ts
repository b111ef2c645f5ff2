import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearStaffRefreshCookie, staffRefreshTokenOf } from '../../../../staff/staff-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { staffAccess: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'Ends the staff session of the refresh cookie; logging out twice is fine',
        response: { 204: z.null().describe('logged out') },
      },
    },
    async (request, reply) => {
      await fastify.staffService.logout(staffRefreshTokenOf(request));
      clearStaffRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default plugin;
