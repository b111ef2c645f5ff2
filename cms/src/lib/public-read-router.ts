import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';

/**
 * The core router of a content type whose public reads go through `global::published-only`
 * (drafts never leave the CMS through the REST API) and, when given, the type's own
 * `<type>-populate` middleware.
 */
export function publicReadRouter(uid: UID.ContentType, populateMiddleware?: string) {
  const middlewares = ['global::published-only', ...(populateMiddleware ? [populateMiddleware] : [])];
  return factories.createCoreRouter(uid, {
    config: {
      find: { middlewares },
      findOne: { middlewares },
    },
  });
}
