import { captchaChallengeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new ALTCHA challenge for a public form',
        description:
          'An ALTCHA v2 challenge (PBKDF2/SHA-256), signed, valid for 10 minutes. The widget solves ' +
          'it and the form sends its base64 payload as `captcha`; a payload is accepted once.',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.captcha.createChallenge();
    },
  );
};

export default plugin;
