import { authErrorCodes, errorEnvelopeSchema, loginSchema, sessionSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '../../../../accounts/emails.js';
import { setRefreshCookie } from '../../../../accounts/refresh-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Logs in with e-mail and password: an access token in the body, the refresh token in a cookie',
        description:
          'After several wrong passwords for an e-mail (from any address), or from one address (for any ' +
          'e-mail), each login needs a solved captcha (`captcha`, from GET /v1/captcha/challenge) until one ' +
          'succeeds: 400 `captcha_required` without one. Nobody is locked out with the right password.',
        body: loginSchema,
        response: { 200: sessionSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { email, captcha } = request.body;
      const issued = await fastify.loginGuard(
        {
          account: normalizeEmail(email),
          ip: request.ip,
          captcha,
          wrong: [authErrorCodes.invalidCredentials],
        },
        () => fastify.accountsService.login(request.body),
      );
      setRefreshCookie(reply, issued);
      return issued.session;
    },
  );
};

export default plugin;
