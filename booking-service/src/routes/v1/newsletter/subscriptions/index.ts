import {
  errorEnvelopeSchema,
  newsletterSubscriptionResultSchema,
  newsletterSubscriptionSchema,
} from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../../../http/rate-limit-hook.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const { NEWSLETTER_RATE_LIMIT_PER_IP, NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS } = fastify.config;
  // Each subscription mails an address someone typed: limited per client address.
  const perIp = rateLimitHook(
    fastify.createRateLimit({
      max: NEWSLETTER_RATE_LIMIT_PER_IP,
      timeWindow: NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS * 1000,
      keyGenerator: (request) => `newsletter:ip:${request.ip}`,
    }),
  );

  fastify.post(
    '/',
    {
      onRequest: perIp,
      schema: {
        tags: ['newsletter'],
        summary: "The footer's newsletter box: subscribe an e-mail address",
        description:
          '201 `{created: true}` for a new address (a welcome mail goes out in `language`); 200 ' +
          '`{created: false}` when the address (case and surrounding spaces ignored) is already subscribed.',
        body: newsletterSubscriptionSchema,
        response: {
          200: newsletterSubscriptionResultSchema,
          201: newsletterSubscriptionResultSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await fastify.newsletterService.subscribe(request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
};

export default plugin;
