import { errorEnvelopeSchema, staffPaymentListSchema, staffPaymentsQuerySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Payments and refunds, newest first (e.g. ?kind=refund&status=pending)',
        description:
          'A refund the provider did not take stays pending with its attempts, last error and next ' +
          'attempt; the refund worker retries it. Bearer STAFF_API_TOKEN.',
        security: [{ staffToken: [] }],
        querystring: staffPaymentsQuerySchema,
        response: { 200: staffPaymentListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ items: await fastify.paymentsService.listForStaff(request.query) }),
  );
};

export default plugin;
