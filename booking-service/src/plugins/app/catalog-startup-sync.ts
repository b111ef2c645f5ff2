import fp from 'fastify-plugin';
import { runStartupCatalogSync, type StartupSyncOutcome } from '../../catalog/startup-sync.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background fill of an empty index, when CATALOG_SYNC_ON_START started one. */
    catalogStartupSync: Promise<StartupSyncOutcome> | undefined;
  }
}

export default fp(
  async (fastify) => {
    const abort = new AbortController();
    fastify.decorate('catalogStartupSync', undefined);
    if (!fastify.config.CATALOG_SYNC_ON_START) return;

    fastify.addHook('onReady', async () => {
      // Not awaited: the service answers (health, webhooks) while the CMS is still starting.
      fastify.catalogStartupSync = runStartupCatalogSync({
        service: fastify.catalogService,
        repository: fastify.catalogRepository,
        log: fastify.log,
        signal: abort.signal,
        tryLock: () => fastify.dbConnection.tryLock('booking-service:catalog-startup-sync'),
      }).catch((error: unknown) => {
        fastify.log.error({ err: error }, 'catalog: startup resync stopped');
        return { status: 'aborted', attempts: 0 } as const;
      });
    });
    fastify.addHook('preClose', async () => {
      abort.abort();
      await fastify.catalogStartupSync;
    });
  },
  { name: 'catalog-startup-sync', dependencies: ['db', 'catalog-service', 'catalog-repository'] },
);
