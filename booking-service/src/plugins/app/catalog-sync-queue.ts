import fp from 'fastify-plugin';
import { createCatalogSyncQueue, type CatalogSyncQueue } from '../../catalog/catalog-sync-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogSyncQueue: CatalogSyncQueue;
  }
}

export default fp(
  async (fastify) => {
    const queue = createCatalogSyncQueue({
      sync: (task, signal) => fastify.catalogService.syncTask(task, signal),
      log: fastify.log,
    });
    fastify.decorate('catalogSyncQueue', queue);
    // preClose: stop syncing before the database plugin's onClose closes the connection.
    fastify.addHook('preClose', async () => {
      await queue.close();
    });
  },
  { name: 'catalog-sync-queue', dependencies: ['catalog-service'] },
);
