import { paymentMethodsAvailabilitySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods a guest may choose now',
        description:
          'Bank transfer always; card (Stripe) and VNPay only while their provider is configured ' +
          '(in development: a local stand-in). The payment summary shows only these.',
        response: { 200: paymentMethodsAvailabilitySchema },
      },
    },
    async () => ({ methods: fastify.paymentsService.methods() }),
  );
};

export default plugin;
