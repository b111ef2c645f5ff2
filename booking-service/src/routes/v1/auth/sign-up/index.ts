import {
  errorEnvelopeSchema,
  sessionSchema,
  signUpEmailResultSchema,
  signUpEmailSchema,
  signUpRequestSchema,
  verifiedEmailSchema,
  verifyKeySchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const limits = fastify.authRateLimit;

  fastify.post(
    '/email',
    {
      onRequest: limits.perIp('sign-up'),
      preHandler: limits.perEmail('sign-up'),
      schema: {
        tags: ['accounts'],
        summary:
          'Sign-up step 1: result 1 when the e-mail is already used, else 0 and a verification link is mailed',
        body: signUpEmailSchema,
        response: { 200: signUpEmailResultSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.requestSignUp(request.body),
  );

  fastify.post(
    '/verify',
    {
      onRequest: limits.perIp('verify-key'),
      schema: {
        tags: ['accounts'],
        summary: 'Checks a sign-up link key (valid one hour, once); 400 link_expired otherwise',
        body: verifyKeySchema,
        response: { 200: verifiedEmailSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.verifySignUpKey(request.body.key),
  );

  fastify.post(
    '/',
    {
      onRequest: limits.perIp('verify-key'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign-up step 2: creates the account with the link key and logs it in',
        body: signUpRequestSchema,
        response: { 201: sessionSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const issued = await fastify.accountsService.completeSignUp(request.body);
      setRefreshCookie(reply, issued);
      return reply.code(201).send(issued.session);
    },
  );
};

export default plugin;
