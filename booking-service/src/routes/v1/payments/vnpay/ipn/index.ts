import { type VnpayQuery, vnpayIpnAnswerSchema, vnpayQuerySchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: "VNPay's IPN: the payment result, signed (the source of truth)",
        description:
          "Always 200 with VNPay's codes: 00 confirmed (applied), 01 order not found, 02 already " +
          'confirmed, 04 invalid amount, 97 invalid signature, 99 other.',
        querystring: vnpayQuerySchema,
        response: { 200: vnpayIpnAnswerSchema },
      },
    },
    async (request) => fastify.paymentsService.handleVnpayIpn(request.query as VnpayQuery),
  );
};

export default plugin;
