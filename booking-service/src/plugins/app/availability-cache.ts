import fp from 'fastify-plugin';
import { createAvailabilityCache, type AvailabilityCache } from '../../bookings/availability-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    availabilityCache: AvailabilityCache;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'availabilityCache',
      createAvailabilityCache({
        maxBytes: fastify.config.SEARCH_CACHE_MB * 1024 * 1024,
        // Its taken nights' version plus the catalog's (an editor's new minimum stay closes other
        // check-in days), read in one round trip.
        version: (propertyId) => fastify.bookingsService.availabilityVersion(propertyId),
        // As the search cache: a change committed anywhere shows within a tenth of a second.
        versionMaxAgeMs: 100,
      }),
    );
  },
  { name: 'availability-cache', dependencies: ['bookings-service'] },
);
