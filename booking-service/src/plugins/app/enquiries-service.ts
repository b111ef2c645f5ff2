import fp from 'fastify-plugin';
import { createEnquiriesRepository } from '../../enquiries/enquiries-repository.js';
import { createEnquiriesService, type EnquiriesService } from '../../enquiries/enquiries-service.js';
import { createSupportAddresses } from '../../enquiries/support-addresses.js';

declare module 'fastify' {
  interface FastifyInstance {
    enquiriesService: EnquiriesService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'enquiriesService',
      createEnquiriesService({
        db: fastify.db,
        repository: createEnquiriesRepository(fastify.db),
        catalog: fastify.catalogRepository,
        captcha: fastify.captcha,
        outbox: fastify.outbox,
        supportAddresses: createSupportAddresses(
          fastify.catalogCms,
          fastify.config.SUPPORT_EMAIL,
          fastify.log,
        ),
        webUrl: fastify.config.WEB_URL,
      }),
    );
  },
  {
    name: 'enquiries-service',
    dependencies: ['db', 'catalog-repository', 'catalog-cms', 'captcha', 'outbox'],
  },
);
