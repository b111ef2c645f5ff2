import { errorEnvelopeSchema, paymentWebhookAnswerSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Stripe's webhook. The signature (Stripe-Signature) is checked over the exact bytes Stripe
 * sent, so this route alone keeps its body raw: any content type is read as a buffer.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: Checkout Session and refund events',
        description:
          'Verified with the webhook secret over the raw body before anything else: a missing or ' +
          'wrong signature answers 400 and changes nothing. Each event applies once (its id is ' +
          'kept); a duplicate answers 200 with duplicate: true. 404 while card payments are off.',
        response: { 200: paymentWebhookAnswerSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { duplicate } = await fastify.paymentsService.handleStripeWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, duplicate };
    },
  );
};

export default plugin;
