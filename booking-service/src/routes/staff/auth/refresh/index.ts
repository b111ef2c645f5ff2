import { errorEnvelopeSchema, staffSessionSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearStaffRefreshCookie,
  setStaffRefreshCookie,
  staffRefreshTokenOf,
} from '../../../../staff/staff-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { staffAccess: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'Rotates the staff refresh cookie and answers a new access token (never past the 8 hours)',
        response: { 200: staffSessionSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const issued = await fastify.staffService.refresh(staffRefreshTokenOf(request));
        setStaffRefreshCookie(reply, issued.refreshToken);
        return issued.session;
      } catch (error) {
        clearStaffRefreshCookie(reply);
        throw error;
      }
    },
  );
};

export default plugin;
