import type { Core, UID } from '@strapi/strapi';

interface DocumentParams {
  documentId?: string;
  locale?: string;
  data?: Record<string, unknown>;
}

interface UidAttribute {
  type: 'uid';
  targetField?: string;
}

/** The uid attributes (slug, key) of our own content types, by type. */
function uidAttributes(strapi: Core.Strapi): Map<string, [string, UidAttribute][]> {
  const byType = new Map<string, [string, UidAttribute][]>();
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const uids = Object.entries(contentType.attributes).filter(
      (entry): entry is [string, UidAttribute] => (entry[1] as { type: string }).type === 'uid',
    );
    if (uids.length > 0) byType.set(uid, uids);
  }
  return byType;
}

/**
 * Keeps one `slug` and one `key` per document across en, ja and vi. Strapi's i18n always treats a
 * `uid` field as localized (it ignores pluginOptions.i18n.localized=false for uids), so a new
 * localization would otherwise start without them, and API clients may omit them entirely (only
 * the admin form fills them). When a write carries no value, the value of another locale of the
 * same document is reused, or, for a uid with a target field (slugs), one is generated from it.
 * Search filters and URLs rely on these being the same in every locale.
 */
export function registerSharedUidMiddleware(strapi: Core.Strapi): void {
  let byType: Map<string, [string, UidAttribute][]> | undefined;
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    byType ??= uidAttributes(strapi);
    const attributes = byType.get(context.uid);
    const params = context.params as DocumentParams;
    const data = params.data;
    if (!attributes || !data) return next();
    const missing = attributes.filter(([name]) => typeof data[name] !== 'string' || data[name] === '');
    if (missing.length === 0) return next();

    const versions =
      context.action === 'update' && params.documentId
        ? ((await strapi.db.query(context.uid as UID.ContentType).findMany({
            where: { documentId: params.documentId },
            select: ['locale', ...missing.map(([name]) => name)],
          })) as Record<string, string | null>[])
        : [];

    for (const [name, attribute] of missing) {
      if (versions.some((version) => version.locale === params.locale && version[name])) continue;
      const sibling = versions.find((version) => version[name]);
      if (sibling) {
        data[name] = sibling[name];
        continue;
      }
      const target = attribute.targetField ? data[attribute.targetField] : undefined;
      if (typeof target === 'string' && target.trim() !== '') {
        data[name] = await strapi.plugin('content-manager').service('uid').generateUIDField({
          contentTypeUID: context.uid,
          field: name,
          data,
          locale: params.locale,
        });
      }
    }
    return next();
  });
}
