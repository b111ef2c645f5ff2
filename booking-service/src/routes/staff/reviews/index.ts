import {
  errorCodes,
  errorEnvelopeSchema,
  reviewModerationBodySchema,
  staffReviewListQuerySchema,
  staffReviewSchema,
  uuidParamsSchema,
  type StaffReview,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const base = fastify.config.PUBLIC_URL;
  const toReview = (row: ReviewRow): StaffReview => ({
    id: row.id,
    propertyId: row.propertyDocumentId,
    status: row.status,
    fullName: row.authorFullName,
    rate: row.rate,
    content: row.content,
    tagKey: row.tagKey,
    language: row.language,
    images: row.images
      .filter((image) => image.key && image.thumbnailKey)
      .map((image) => ({
        url: `${base}/staff/files/${image.key}`,
        thumbnailUrl: `${base}/staff/files/${image.thumbnailKey}`,
      })),
    createdAt: row.createdAt.toISOString(),
  });

  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reviews sent through links, by status (pending first for moderation); staff only',
        security: [{ staffToken: [] }],
        querystring: staffReviewListQuerySchema,
        response: { 200: z.array(staffReviewSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => (await fastify.reviewInvitations.listByStatus(request.query.status)).map(toReview),
  );

  fastify.post(
    '/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Publishes a review (it counts in the totals, its images become public) or hides it',
        security: [{ staffToken: [] }],
        params: uuidParamsSchema,
        body: reviewModerationBodySchema,
        response: {
          200: staffReviewSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const row = await fastify.reviewInvitations.moderate(request.params.id, request.body.status);
      if (!row) throw new AppError(404, errorCodes.notFound, 'No such review');
      request.log.info({ review: row.id, status: row.status }, 'staff moderated a review');
      return toReview(row);
    },
  );
};

export default plugin;
