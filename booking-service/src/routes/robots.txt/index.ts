import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderRobots } from '../../seo/sitemap-xml.js';

/**
 * The web's robots.txt (the web origin proxies it here), served by this service because the
 * sitemap line must be an absolute URL of the web origin (WEB_URL), which a static file
 * built once cannot know.
 */
const plugin: FastifyPluginAsyncZod = async (fastify) => {
  const robots = renderRobots(fastify.config.WEB_URL);
  fastify.get(
    '/',
    { schema: { tags: ['seo'], summary: 'robots.txt of the web site', produces: ['text/plain'] } },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};

export default plugin;
