import fp from 'fastify-plugin';
import { createCmsContentReader } from '../../seo/cms-content.js';
import { createSitemapService, type SitemapService } from '../../seo/sitemap-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sitemap: SitemapService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'sitemap',
      createSitemapService({
        db: fastify.db,
        cms: createCmsContentReader(fastify.cms),
        webUrl: fastify.config.WEB_URL,
        log: fastify.log,
      }),
    );
  },
  { name: 'sitemap', dependencies: ['env', 'db', 'cms-client'] },
);
