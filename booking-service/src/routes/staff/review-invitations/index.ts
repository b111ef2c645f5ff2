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
      const issued = await fastify.staffAction(request, {
        action: 'review-invitations.create',
        entityType: 'review-invitations',
        entityId: null,
        change: (tx) =>
          fastify.reviewInvitations.issue({ propertyDocumentId: propertyId, email, fullName, language }, tx),
        // Never the key: it is only in the mail.
        after: (result) => ({ id: result?.id, propertyId, email, language }),
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
    async (request) => {
      // Each invitation with its own entry in its transaction, then one entry for the sweep itself
      // (so a sweep that found nobody is on the log too).
      const sent = await fastify.reviewInvitations.inviteAfterStays(200, (work) =>
        fastify.staffAction(request, {
          action: 'review-invitations.invite',
          entityType: 'review-invitations',
          entityId: null,
          change: work,
          after: (result) =>
            result && typeof result === 'object' && 'id' in result ? { id: result.id } : null,
        }),
      );
      await fastify.staffAction(request, {
        action: 'review-invitations.sweep',
        entityType: 'review-invitations',
        entityId: null,
        change: async () => ({ sent }),
      });
      fastify.outbox.nudge();
      return { sent };
    },
  );
};

export default plugin;
