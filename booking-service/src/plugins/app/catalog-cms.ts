import fp from 'fastify-plugin';
import { createCatalogCms, type CatalogCms } from '../../catalog/catalog-cms.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCms: CatalogCms;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('catalogCms', createCatalogCms(fastify.cms));
  },
  { name: 'catalog-cms', dependencies: ['cms-client'] },
);
