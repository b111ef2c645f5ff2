import { errorEnvelopeSchema, loginSchema, sessionSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      onRequest: fastify.authRateLimit.perIp('login'),
      preHandler: fastify.authRateLimit.perEmailFromIp('login'),
      schema: {
        tags: ['accounts'],
        summary:
          'Logs in with e-mail and password: an access token in the body, the refresh token in a cookie',
        description:
          'After several wrong passwords for an e-mail (from any address) its logins need a solved captcha ' +
          '(`captcha`, from GET /v1/captcha/challenge): 400 `captcha_required` without one.',
        body: loginSchema,
        response: { 200: sessionSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const issued = await fastify.loginGuard(request.body, () =>
        fastify.accountsService.login(request.body),
      );
      setRefreshCookie(reply, issued);
      return issued.session;
    },
  );
};

export default plugin;
