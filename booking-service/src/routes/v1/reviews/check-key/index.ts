import { errorEnvelopeSchema, reviewKeyCheckSchema, reviewKeyCheckedSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimits } from '../../../../http/form-rate-limits.js';

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const limits = formRateLimits(fastify, 'review-key');
  fastify.post(
    '/',
    {
      onRequest: limits.perIp,
      schema: {
        tags: ['reviews'],
        summary: 'Checks the key of a review link (spec check-verify) and names the apartment',
        description:
          'Body `{language, key}`. 200 `{valid: true, apartmentName}` (in that language) for an unused, ' +
          'unexpired key; `{valid: false, apartmentName: null}` otherwise (the web goes to ' +
          '/{lang}/send-review/result). A malformed key is 400 `review_key_invalid`.',
        body: reviewKeyCheckSchema,
        response: { 200: reviewKeyCheckedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => fastify.reviewInvitations.check(request.body.key, request.body.language),
  );
};

export default plugin;
