import type { Core } from '@strapi/strapi';

/**
 * Strapi 5's REST API honours `?status=draft` for anyone allowed to `find`, which would let the
 * public role read unpublished drafts. The public catalogue (web app, booking-service index) must
 * only ever see published content, so the status is pinned here; editors preview drafts in the
 * admin panel, which uses the content-manager API instead.
 */
const publishedOnly: Core.MiddlewareFactory = () => async (ctx, next) => {
  ctx.query.status = 'published';
  await next();
};

export default publishedOnly;
