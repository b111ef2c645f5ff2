import {
  errorEnvelopeSchema,
  staffEnrolledSchema,
  staffEnrolmentTokenSchema,
  staffTotpConfirmSchema,
  staffTotpEnrolmentSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setStaffRefreshCookie } from '../../../../staff/staff-cookie.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** TOTP enrolment, with the token a log-in or an invitation's link answered. */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/enrol',
    {
      config: { staffAccess: 'public' },
      onRequest: fastify.authRateLimit.perIp('staff-login'),
      schema: {
        tags: ['staff'],
        summary: 'A new TOTP secret and its otpauth:// URI (for a QR code); confirm it with a code',
        body: staffEnrolmentTokenSchema,
        response: { 200: staffTotpEnrolmentSchema, ...errors },
      },
    },
    async (request) => fastify.staffService.startEnrolment(request.body.enrolmentToken),
  );

  fastify.post(
    '/confirm',
    {
      config: { staffAccess: 'public' },
      onRequest: fastify.authRateLimit.perIp('staff-login'),
      schema: {
        tags: ['staff'],
        summary:
          'A code from the app turns the second factor on: ten recovery codes (shown once) and a session',
        body: staffTotpConfirmSchema,
        response: { 200: staffEnrolledSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { session, refreshToken, recoveryCodes } = await fastify.staffService.confirmEnrolment(
        request.body.enrolmentToken,
        request.body.code,
      );
      setStaffRefreshCookie(reply, refreshToken);
      return { session, recoveryCodes };
    },
  );
};

export default plugin;
