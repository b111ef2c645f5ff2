import fp from 'fastify-plugin';
import { createCatalogSyncQueue, type CatalogSyncQueue } from '../../catalog/catalog-sync-queue.js';
import { createCatalogSyncTasksRepository } from '../../catalog/catalog-sync-tasks-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogSyncQueue: CatalogSyncQueue;
  }
}

export default fp(
  async (fastify) => {
    const queue = createCatalogSyncQueue({
      sync: (task, signal) => fastify.catalogService.syncTask(task, signal),
      tasks: createCatalogSyncTasksRepository(fastify.db),
      log: fastify.log,
    });
    fastify.decorate('catalogSyncQueue', queue);
    // Syncs stored before this instance started (one that died, or this one before a restart).
    fastify.addHook('onReady', async () => queue.start());
    // preClose: stop syncing before the database plugin's onClose closes the connection.
    fastify.addHook('preClose', async () => {
      await queue.close();
    });
  },
  { name: 'catalog-sync-queue', dependencies: ['catalog-service', 'db'] },
);
