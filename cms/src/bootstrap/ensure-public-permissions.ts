import type { Core } from '@strapi/strapi';

/**
 * What anonymous visitors may read. Kept in code rather than clicked in the admin so that every
 * fresh database (development, tests, production) exposes exactly the same public API.
 * Single types have no findOne: `find` reads the one entry.
 */
export const publicActions = [
  'api::banner.banner.find',
  'api::banner.banner.findOne',
  'api::property.property.find',
  'api::property.property.findOne',
  'api::site-setting.site-setting.find',
] as const;

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) {
    throw new Error('The users-permissions public role is missing; cannot grant public read access.');
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const granted = (await permissions.findMany({ where: { role: role.id }, select: ['action'] })) as {
    action: string;
  }[];
  for (const action of publicActions) {
    if (!granted.some((permission) => permission.action === action)) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
