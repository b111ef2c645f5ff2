import { errorEnvelopeSchema, staffLoginResultSchema, staffLoginSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setStaffRefreshCookie } from '../../../../staff/staff-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { staffAccess: 'public' },
      onRequest: fastify.authRateLimit.perIp('staff-login'),
      preHandler: fastify.authRateLimit.perEmail('staff-login'),
      schema: {
        tags: ['staff'],
        summary: 'Staff log-in: password, then a TOTP or recovery code (or the enrolment of one)',
        description:
          'Answers `code_required` when the password is right and no code was sent, `enrolment_required` ' +
          '(with a 15-minute token for /staff/auth/totp/enrol) when the account has no second factor yet, ' +
          'and `signed_in` with a 15-minute access token and an 8-hour refresh cookie. A disabled account: 403.',
        body: staffLoginSchema,
        response: {
          200: staffLoginResultSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await fastify.staffService.login(request.body);
      if (!('refreshToken' in result)) return result;
      setStaffRefreshCookie(reply, result.refreshToken);
      return { step: 'signed_in' as const, session: result.session };
    },
  );
};

export default plugin;
