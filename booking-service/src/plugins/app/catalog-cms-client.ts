import fp from 'fastify-plugin';
import { createCatalogCmsClient, type CatalogCmsClient } from '../../catalog/cms-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCms: CatalogCmsClient;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('catalogCms', createCatalogCmsClient({ cmsUrl: fastify.config.CMS_URL }));
  },
  { name: 'catalog-cms-client', dependencies: ['env'] },
);
