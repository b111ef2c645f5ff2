import fp from 'fastify-plugin';
import type { FileStore } from '../../storage/file-store.js';
import { createFsStore } from '../../storage/fs-store.js';
import { createS3Store } from '../../storage/s3-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/** The one store of uploaded files (avatars, form images): STORAGE_DRIVER picks the driver. */
export default fp(
  async (fastify) => {
    const config = fastify.config;
    if (config.STORAGE_DRIVER === 's3') {
      const store = createS3Store({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_KEY_PREFIX,
      });
      fastify.addHook('onClose', async () => store.client.destroy());
      fastify.decorate('fileStore', store);
      fastify.log.info({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT }, 'files: S3 store');
    } else {
      fastify.decorate('fileStore', createFsStore(config.STORAGE_DIR));
    }
  },
  { name: 'file-store', dependencies: ['env'] },
);
