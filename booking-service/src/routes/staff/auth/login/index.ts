import {
  errorEnvelopeSchema,
  staffErrorCodes,
  staffLoginResultSchema,
  staffLoginSchema,
} from '@stayvn/shared';
import { normalizeEmail } from '../../../../accounts/emails.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setStaffRefreshCookie } from '../../../../staff/staff-cookie.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { staffAccess: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'Staff log-in: password, then a TOTP or recovery code (or the enrolment of one)',
        description:
          'Answers `code_required` when the password is right and no code was sent, `enrolment_required` ' +
          '(with a 15-minute token for /staff/auth/totp/enrol) when the account has no second factor yet, ' +
          'and `signed_in` with a 15-minute access token and an 8-hour refresh cookie. A disabled account: 403. ' +
          'After several wrong passwords or codes for the account, or from the address, each log-in needs a ' +
          'solved captcha (`captcha`) until one succeeds: 400 `captcha_required` without one.',
        body: staffLoginSchema,
        response: {
          200: staffLoginResultSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, captcha } = request.body;
      const result = await fastify.loginGuard(
        {
          account: `staff:${normalizeEmail(email)}`,
          ip: request.ip,
          captcha,
          wrong: [staffErrorCodes.invalidCredentials, staffErrorCodes.codeInvalid],
        },
        () => fastify.staffService.login(request.body),
        // The right password alone is not a success: the second factor is still to be guessed.
        (answer) => !('step' in answer && answer.step === 'code_required'),
      );
      if (!('refreshToken' in result)) return result;
      setStaffRefreshCookie(reply, result.refreshToken);
      return { step: 'signed_in' as const, session: result.session };
    },
  );
};

export default plugin;
