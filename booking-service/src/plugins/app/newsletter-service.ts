import fp from 'fastify-plugin';
import { createNewsletterRepository } from '../../newsletter/newsletter-repository.js';
import { createNewsletterService, type NewsletterService } from '../../newsletter/newsletter-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterService: NewsletterService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'newsletterService',
      createNewsletterService({
        db: fastify.db,
        repository: createNewsletterRepository(fastify.db),
        outbox: fastify.outbox,
        webUrl: fastify.config.WEB_URL,
      }),
    );
  },
  { name: 'newsletter-service', dependencies: ['db', 'outbox'] },
);
