import { errorCodes, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';

const paramsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/, { error: 'not_found' }),
});

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:file',
    {
      schema: {
        tags: ['reviews'],
        summary: 'An image of a published review (WebP); 404 while the review is pending or hidden',
        params: paramsSchema,
        response: { 200: z.any().describe('image/webp'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const image = await fastify.reviewInvitations.publishedImage(request.params.file);
      if (!image) throw new AppError(404, errorCodes.notFound, 'No such image');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image);
    },
  );
};

export default plugin;
