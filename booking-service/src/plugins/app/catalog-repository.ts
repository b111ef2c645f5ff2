import fp from 'fastify-plugin';
import { createCatalogRepository, type CatalogRepository } from '../../catalog/catalog-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository;
  }
}

export default fp(
  async (fastify) => {
    const repository = createCatalogRepository(fastify.db, { cmsPublicUrl: fastify.config.CMS_PUBLIC_URL });
    fastify.decorate('catalogRepository', repository);
    // Rows kept before the card columns, or with another CMS_PUBLIC_URL, get their cards now.
    fastify.addHook('onReady', async () => {
      const written = await repository.refreshCards();
      if (written > 0) fastify.log.info(`catalog: wrote the cards of ${written} properties`);
    });
  },
  { name: 'catalog-repository', dependencies: ['db'] },
);
