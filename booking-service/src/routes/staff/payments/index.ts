import { errorEnvelopeSchema, staffPaymentListQuerySchema, staffPaymentPageSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAnswer } from '../../../staff/paging.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Payments and refunds, a page at a time (e.g. ?kind=refund&status=pending)',
        description:
          'A refund the provider did not take stays pending with its attempts, last error and next ' +
          'attempt; the refund worker retries it. `q`: part of a booking number or provider reference.',
        security: [{ staffSession: [] }, { staffToken: [] }],
        querystring: staffPaymentListQuerySchema,
        response: {
          200: staffPaymentPageSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { items, total } = await fastify.paymentsService.pageForStaff(request.query);
      return pageAnswer(items, total, request.query);
    },
  );
};

export default plugin;
