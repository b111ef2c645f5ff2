import { type VnpayQuery, vnpayQuerySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: "VNPay's return address: sends the guest to finish-booking with the verified outcome",
        description: 'Changes nothing (the IPN confirms); an unverified query shows payment=invalid.',
        querystring: vnpayQuerySchema,
      },
    },
    async (request, reply) =>
      reply.redirect(await fastify.paymentsService.vnpayReturnAddress(request.query as VnpayQuery), 303),
  );
};

export default plugin;
