import fp from 'fastify-plugin';
import { createSupportAddresses } from '../../enquiries/support-addresses.js';
import {
  createSupportRequestsService,
  type SupportRequestsService,
} from '../../help-issues/support-requests-service.js';
import {
  createOwnerSubmissionsService,
  type OwnerSubmissionsService,
} from '../../owner-submissions/owner-submissions-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ownerSubmissionsService: OwnerSubmissionsService;
    supportRequestsService: SupportRequestsService;
  }
}

/** The services of the public forms with images (issue 18): owners' properties, help and support. */
export default fp(
  async (fastify) => {
    const { SUPPORT_EMAIL, WEB_URL } = fastify.config;
    const common = {
      db: fastify.db,
      store: fastify.fileStore,
      captcha: fastify.captcha,
      outbox: fastify.outbox,
    };
    const supportAddresses = createSupportAddresses(fastify.catalogCms, SUPPORT_EMAIL, fastify.log);
    fastify.decorate(
      'ownerSubmissionsService',
      createOwnerSubmissionsService({
        ...common,
        supportAddressOf: (cityId, type) => supportAddresses.of(cityId, type),
        webUrl: WEB_URL,
      }),
    );
    fastify.decorate(
      'supportRequestsService',
      createSupportRequestsService({
        ...common,
        supportEmail: SUPPORT_EMAIL,
        webUrl: WEB_URL,
      }),
    );
  },
  {
    name: 'forms-services',
    dependencies: ['db', 'file-store', 'catalog-cms', 'captcha', 'outbox'],
  },
);
