import { errorEnvelopeSchema, formCreatedSchema, tenantSupportInputSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimits } from '../../../http/form-rate-limits.js';
import { optionalUserId } from '../../../http/optional-user.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const limits = formRateLimits(fastify, 'tenant-support');

  fastify.post(
    '/',
    {
      onRequest: limits.perIp,
      preHandler: async (request, reply) => limits.perEmail(request, reply, request.body.email),
      schema: {
        tags: ['forms'],
        summary: 'The customer-support form of existing tenants (support page)',
        description:
          'Body `tenantSupportInputSchema`: language, fullName, residenceAddress, email, phoneNumber and ' +
          'message, all required, and captcha. 201 `{id}`: stored with status `new`, acknowledged to the ' +
          'sender in their language, SUPPORT_EMAIL told. 400 `validation_failed` or `captcha_invalid`; 429.',
        body: tenantSupportInputSchema,
        response: { 201: formCreatedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await fastify.supportRequestsService.createTenantSupport(
        request.body,
        await optionalUserId(fastify, request),
      );
      fastify.outbox.nudge();
      return reply.code(201).send(created);
    },
  );
};

export default plugin;
