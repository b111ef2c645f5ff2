import { errorCodes, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarKey } from '../../../accounts/avatar-image.js';
import { AppError } from '../../../errors/app-error.js';

// Only names this service makes (a uuid and .webp), so a request can never reach another file.
const paramsSchema = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/, { error: 'not_found' }) });

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:file',
    {
      schema: {
        tags: ['accounts'],
        summary: 'An avatar picture (256×256 WebP); names never repeat, so it is cached for a year',
        params: paramsSchema,
        response: { 200: z.any().describe('image/webp'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const picture = (await fastify.fileStore.get(avatarKey(request.params.file)))?.bytes;
      if (!picture) throw new AppError(404, errorCodes.notFound, 'No such avatar');
      return (
        reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The web site shows it from another origin; helmet's default would block that.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(picture)
      );
    },
  );
};

export default plugin;
