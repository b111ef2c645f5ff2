import {
  errorCodes,
  errorEnvelopeSchema,
  reviewInvitationCreatedSchema,
  reviewInvitationInputSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Invites a guest (e.g. a long-term tenant) to review a property; the link goes by e-mail',
        description:
          'Body `reviewInvitationInputSchema`. 201 `{id, expiresAt}` (30 days); the key itself is only ' +
          'in the mail. 404 for a property that is not listed. Bearer STAFF_API_TOKEN.',
        security: [{ staffToken: [] }],
        body: reviewInvitationInputSchema,
        response: {
          201: reviewInvitationCreatedSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { propertyId, email, fullName, language } = request.body;
      if (!(await fastify.catalogRepository.find(propertyId))) {
        throw new AppError(404, errorCodes.notFound, 'No such property');
      }
      const issued = await fastify.reviewInvitations.issue({
        propertyDocumentId: propertyId,
        email,
        fullName,
        language,
      });
      fastify.outbox.nudge();
      return reply.code(201).send({ id: issued!.id, expiresAt: issued!.expiresAt.toISOString() });
    },
  );

  fastify.post(
    '/sweep',
    {
      schema: {
        tags: ['staff'],
        summary: 'Invites now every guest whose stay has ended and who was not invited yet',
        security: [{ staffToken: [] }],
        response: { 200: z.object({ sent: z.number().int() }), 401: errorEnvelopeSchema },
      },
    },
    async () => {
      const sent = await fastify.reviewInvitations.inviteAfterStays();
      fastify.outbox.nudge();
      return { sent };
    },
  );
};

export default plugin;
