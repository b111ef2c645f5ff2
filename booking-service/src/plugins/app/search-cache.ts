import fp from 'fastify-plugin';
import { createSearchCache, type SearchCache } from '../../catalog/search-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    searchCache: SearchCache;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'searchCache',
      createSearchCache({
        maxBytes: fastify.config.SEARCH_CACHE_MB * 1024 * 1024,
        version: () => fastify.catalogRepository.version(),
        // A change committed anywhere shows within a tenth of a second.
        versionMaxAgeMs: 100,
      }),
    );
  },
  { name: 'search-cache', dependencies: ['catalog-repository'] },
);
