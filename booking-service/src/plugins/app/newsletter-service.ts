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
        repository: createNewsletterRepository(fastify.db),
        mailer: fastify.mailer,
        webUrl: fastify.config.WEB_URL,
        log: fastify.log,
      }),
    );
  },
  { name: 'newsletter-service', dependencies: ['db', 'mailer'] },
);
