import {
  errorEnvelopeSchema,
  forgotPasswordResultSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  sessionSchema,
  verifiedEmailSchema,
  verifyKeySchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const limits = fastify.authRateLimit;

  fastify.post(
    '/forgot',
    {
      onRequest: limits.perIp('forgot-password'),
      preHandler: limits.perEmail('forgot-password'),
      schema: {
        tags: ['accounts'],
        summary:
          'Mails a password reset link (valid one hour, once); 400 email_not_found for an unknown address',
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResultSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.requestPasswordReset(request.body),
  );

  fastify.post(
    '/verify',
    {
      onRequest: limits.perIp('verify-key'),
      schema: {
        tags: ['accounts'],
        summary: 'Checks a reset link key; 400 link_expired when unknown, used or older than one hour',
        body: verifyKeySchema,
        response: { 200: verifiedEmailSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.accountsService.verifyResetKey(request.body.key),
  );

  fastify.post(
    '/reset',
    {
      onRequest: limits.perIp('verify-key'),
      schema: {
        tags: ['accounts'],
        summary:
          'Sets a new password with a reset key, ends every other session and logs in; 400 msg_password_similar when too close to the old one',
        body: resetPasswordSchema,
        response: { 200: sessionSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const issued = await fastify.accountsService.resetPassword(request.body);
      setRefreshCookie(reply, issued);
      return issued.session;
    },
  );
};

export default plugin;
