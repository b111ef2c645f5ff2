import multipart from '@fastify/multipart';
import { limits } from '@stayvn/shared';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      // Uploads are images "under 2.5 MB": 2,500,000 bytes is already too many. One file per
      // request, a few small fields at most; everything larger is refused while streaming.
      limits: { fileSize: limits.imageBytes - 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  },
  { name: 'multipart' },
);
