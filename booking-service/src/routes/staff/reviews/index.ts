import {
  errorCodes,
  errorEnvelopeSchema,
  reviewModerationBodySchema,
  staffReviewListQuerySchema,
  staffReviewPageSchema,
  staffReviewSchema,
  uuidParamsSchema,
  type StaffReview,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { reviews, type ReviewRow } from '../../../db/schema/index.js';
import { pageAnswer } from '../../../staff/paging.js';
import { AppError } from '../../../errors/app-error.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const base = fastify.config.PUBLIC_URL;
  const toReview = ({ row, propertyName }: { row: ReviewRow; propertyName: string | null }): StaffReview => ({
    id: row.id,
    propertyId: row.propertyDocumentId,
    propertyName,
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
        summary: 'Reviews sent through links, a page at a time, by status (pending by default); staff only',
        security: [{ staffToken: [] }],
        querystring: staffReviewListQuerySchema,
        response: { 200: staffReviewPageSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { items, total } = await fastify.reviewInvitations.pageForStaff(request.query);
      return pageAnswer(items.map(toReview), total, request.query);
    },
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
      const { id } = request.params;
      // Moderation changes the status, never the property: its name, read once with the row
      // before the change, serves the audit entry's before and after and the answer.
      let propertyName: string | null = null;
      const review = await fastify.staffAction(request, {
        action: 'reviews.status',
        entityType: 'reviews',
        entityId: id,
        before: async (tx) => {
          const [found] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
          if (!found) throw new AppError(404, errorCodes.notFound, 'No such review');
          const [named] = await fastify.reviewInvitations.withPropertyNames([found], tx);
          propertyName = named!.propertyName;
          return toReview(named!);
        },
        change: async (tx) =>
          toReview({
            row: (await fastify.reviewInvitations.moderate(id, request.body.status, tx))!,
            propertyName,
          }),
      });
      request.log.info({ review: review.id, status: review.status }, 'staff moderated a review');
      return review;
    },
  );
};

export default plugin;
