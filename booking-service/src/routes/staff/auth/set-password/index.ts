import { errorEnvelopeSchema, staffEnrolmentTokenSchema, staffSetPasswordSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { staffAccess: 'public' },
      onRequest: fastify.authRateLimit.perIp('staff-set-password'),
      schema: {
        tags: ['staff'],
        summary: "An invitation's link: sets the password once, answers the token to enrol a second factor",
        body: staffSetPasswordSchema,
        response: { 200: staffEnrolmentTokenSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.staffService.setPassword(request.body),
  );
};

export default plugin;
