import fp from 'fastify-plugin';
import { createCmsChannelFeedsClient } from '../../calendar/cms-channel-feeds-client.js';
import { createCmsFeedReconciler, type CmsFeedReconciler } from '../../calendar/cms-feed-reconcile.js';
import { createCmsFeedsRepository } from '../../calendar/cms-feeds-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel feeds editors give in the CMS, kept in step by the catalog sync (issue 32). */
    cmsChannelFeeds: CmsFeedReconciler;
  }
}

export default fp(
  async (fastify) => {
    const { CMS_API_TOKEN, NODE_ENV } = fastify.config;
    fastify.decorate(
      'cmsChannelFeeds',
      createCmsFeedReconciler({
        db: fastify.db,
        repository: createCmsFeedsRepository(fastify.db),
        client: CMS_API_TOKEN ? createCmsChannelFeedsClient(fastify.cms) : null,
        production: NODE_ENV === 'production',
        log: fastify.log,
      }),
    );
  },
  { name: 'cms-channel-feeds', dependencies: ['db', 'env', 'cms-client'] },
);
