import fp from 'fastify-plugin';
import { createCatalogService, type CatalogService } from '../../catalog/catalog-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogService: CatalogService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'catalogService',
      createCatalogService({
        db: fastify.db,
        repository: fastify.catalogRepository,
        cms: fastify.catalogCms,
        log: fastify.log,
        reviewTags: fastify.reviewsRepository,
        afterFullSync: async () => {
          await fastify.cmsChannelFeeds.syncAll();
          await fastify.reviewsService.seedDemoReviewsIfEmpty();
        },
        afterDocumentSync: (result, signal) =>
          fastify.cmsChannelFeeds.syncProperty(result.documentId, result.action === 'upserted', signal),
      }),
    );
  },
  {
    name: 'catalog-service',
    dependencies: ['db', 'catalog-repository', 'catalog-cms', 'reviews-service', 'cms-channel-feeds'],
  },
);
