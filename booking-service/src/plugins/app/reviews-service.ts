import fp from 'fastify-plugin';
import { createReviewsRepository, type ReviewsRepository } from '../../reviews/reviews-repository.js';
import { createReviewsService, type ReviewsService } from '../../reviews/reviews-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviewsRepository: ReviewsRepository;
    reviewsService: ReviewsService;
  }
}

export default fp(
  async (fastify) => {
    const repository = createReviewsRepository(fastify.db);
    fastify.decorate('reviewsRepository', repository);
    fastify.decorate(
      'reviewsService',
      createReviewsService({
        db: fastify.db,
        repository,
        catalog: fastify.catalogRepository,
        log: fastify.log,
        publicUrl: fastify.config.PUBLIC_URL,
        cmsPublicUrl: fastify.config.CMS_PUBLIC_URL,
        seedDemoReviews: fastify.config.SEED_DEMO_REVIEWS,
      }),
    );
  },
  { name: 'reviews-service', dependencies: ['db', 'catalog-repository'] },
);
