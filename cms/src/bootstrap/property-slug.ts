import type { Core } from '@strapi/strapi';

const propertyUid = 'api::property.property';

interface DocumentParams {
  documentId?: string;
  locale?: string;
  data?: Record<string, unknown>;
}

/**
 * Keeps one slug per property across en, ja and vi. Strapi's i18n always treats a `uid` field as
 * localized (it ignores pluginOptions.i18n.localized=false for uids), so a new localization would
 * otherwise start without a slug, and API clients may omit it entirely (only the admin form fills
 * it). When a write carries no slug, the slug of another locale of the same document is reused,
 * or a new one is generated from the name.
 */
export function registerPropertySlugMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== propertyUid || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as DocumentParams;
    const data = params.data;
    if (!data || (typeof data.slug === 'string' && data.slug !== '')) return next();

    if (context.action === 'update' && params.documentId) {
      const versions = (await strapi.db.query(propertyUid).findMany({
        where: { documentId: params.documentId },
        select: ['locale', 'slug'],
      })) as { locale: string; slug: string | null }[];
      const own = versions.find((version) => version.locale === params.locale && version.slug);
      if (own) return next();
      const sibling = versions.find((version) => version.slug);
      if (sibling?.slug) {
        data.slug = sibling.slug;
        return next();
      }
    }

    if (typeof data.name === 'string' && data.name.trim() !== '') {
      data.slug = await strapi.plugin('content-manager').service('uid').generateUIDField({
        contentTypeUID: propertyUid,
        field: 'slug',
        data,
        locale: params.locale,
      });
    }
    return next();
  });
}
