import type { Core } from '@strapi/strapi';

/**
 * What anonymous visitors may do: read (find, findOne) every content type of ours, nothing else.
 * Kept in code rather than clicked in the admin so that every fresh database (development, tests,
 * production) exposes exactly the same public API. Single types have no findOne: `find` reads the
 * one entry. Drafts stay hidden through the `global::published-only` route middleware.
 */
export function publicActions(strapi: Core.Strapi): string[] {
  const actions: string[] = [];
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    actions.push(`${uid}.find`);
    if (contentType.kind === 'collectionType') actions.push(`${uid}.findOne`);
  }
  return actions.sort();
}

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) {
    throw new Error('The users-permissions public role is missing; cannot grant public read access.');
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const granted = (await permissions.findMany({ where: { role: role.id }, select: ['action'] })) as {
    action: string;
  }[];
  for (const action of publicActions(strapi)) {
    if (!granted.some((permission) => permission.action === action)) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
