import fp from 'fastify-plugin';
import {
  createFavouritesRepository,
  type FavouritesRepository,
} from '../../favourites/favourites-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    favouritesRepository: FavouritesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('favouritesRepository', createFavouritesRepository(fastify.db));
  },
  { name: 'favourites-repository', dependencies: ['db'] },
);
