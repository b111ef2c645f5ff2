import { errorCodes, errorEnvelopeSchema } from '@stayvn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { isFileKey } from '../../../storage/file-store.js';

const paramsSchema = z.object({
  folder: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'not_found' }),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.[a-z0-9]{2,5}$/, { error: 'not_found' }),
});

/**
 * Any stored file (owners' and help issues' private images among them), for staff only: the
 * /staff hook asks for STAFF_API_TOKEN before this runs.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:folder/:file',
    {
      schema: {
        tags: ['staff'],
        summary: 'A stored file (private form images included); bearer STAFF_API_TOKEN',
        security: [{ staffToken: [] }],
        params: paramsSchema,
        response: { 200: z.any().describe('the file'), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const file = isFileKey(key) ? await fastify.fileStore.get(key) : undefined;
      if (!file) throw new AppError(404, errorCodes.notFound, 'No such file');
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};

export default plugin;
