import {
  errorEnvelopeSchema,
  staffPaymentPageSchema,
  staffPaymentSchema,
  staffRefundListQuerySchema,
  uuidParamsSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAnswer } from '../../../staff/paging.js';

const security: Record<string, string[]>[] = [{ staffSession: [] }, { staffToken: [] }];

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Refunds, a page at a time, by status; `failing=true` for those the provider refused',
        security,
        querystring: staffRefundListQuerySchema,
        response: {
          200: staffPaymentPageSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { items, total } = await fastify.paymentsService.pageForStaff({
        ...request.query,
        kind: 'refund',
      });
      return pageAnswer(items, total, request.query);
    },
  );

  fastify.post(
    '/:id/retry',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sends a pending or failed refund now instead of at its next attempt',
        description:
          'The refund is due at once and the refund worker is woken; its outcome shows in the list ' +
          '(succeeded, or pending with the new error). 409 for a refund already made or being sent.',
        security,
        params: uuidParamsSchema,
        response: {
          200: staffPaymentSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await fastify.staffAction(request, {
        action: 'refunds.retry',
        entityType: 'refunds',
        entityId: id,
        before: (tx) => fastify.paymentsService.lockRefundForStaff(id, tx),
        change: (tx) => fastify.paymentsService.retryRefundNow(id, tx),
      });
      fastify.paymentsService.nudge();
      return result;
    },
  );
};

export default plugin;
