import fp from 'fastify-plugin';
import { createCmsClient, type CmsClient } from '../../cms/cms-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to the CMS's REST API: base URL, API token, timeouts, errors. */
    cms: CmsClient;
  }
}

export default fp(
  async (fastify) => {
    const { CMS_URL, CMS_API_TOKEN } = fastify.config;
    fastify.decorate('cms', createCmsClient({ url: CMS_URL, token: CMS_API_TOKEN }));
  },
  { name: 'cms-client', dependencies: ['env'] },
);
