import fp from 'fastify-plugin';
import { createCatalogRepository, type CatalogRepository } from '../../catalog/catalog-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('catalogRepository', createCatalogRepository(fastify.db));
  },
  { name: 'catalog-repository', dependencies: ['db'] },
);
