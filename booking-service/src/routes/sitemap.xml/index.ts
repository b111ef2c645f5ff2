import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CmsResponseError, CmsUnavailableError } from '../../cms/cms-client.js';
import { AppError } from '../../errors/app-error.js';

/**
 * The web's sitemap (the web origin proxies /sitemap.xml here): every public page in en, jp and
 * vi with hreflang alternates, from the catalog index and the CMS; rebuilt every few minutes.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap of every public page of the web site in en, jp and vi, with hreflang alternates',
        produces: ['application/xml'],
      },
    },
    async (_request, reply) => {
      let xml: string;
      try {
        xml = await fastify.sitemap.xml();
      } catch (error) {
        if (error instanceof CmsUnavailableError || error instanceof CmsResponseError) {
          fastify.log.error({ err: error }, 'sitemap could not be built');
          reply.header('retry-after', '300');
          throw new AppError(503, 'cms_unavailable', 'The sitemap cannot be built right now');
        }
        throw error;
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );
};

export default plugin;
