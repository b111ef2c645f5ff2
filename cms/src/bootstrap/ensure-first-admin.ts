import type { Core } from '@strapi/strapi';

export const defaultAdmin = {
  email: 'admin@stayvn.local',
  password: 'StayvnAdmin1!',
  firstname: 'StayVN',
  lastname: 'Admin',
} as const;

/**
 * Creates the super admin from ADMIN_* variables when the database has no admin user yet, so a
 * fresh install (and the end-to-end suite) can log in without the registration screen. The
 * development password is public, so production only creates the user when ADMIN_PASSWORD is set.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  const password = process.env.ADMIN_PASSWORD;
  if (!password && process.env.NODE_ENV === 'production') {
    strapi.log.warn(
      '[stayvn] no admin user and ADMIN_PASSWORD is not set: register the first admin at /admin.',
    );
    return;
  }
  const email = (process.env.ADMIN_EMAIL || defaultAdmin.email).toLowerCase();
  await users.createFirstAdmin({
    email,
    password: password || defaultAdmin.password,
    firstname: process.env.ADMIN_FIRSTNAME || defaultAdmin.firstname,
    lastname: process.env.ADMIN_LASTNAME || defaultAdmin.lastname,
  });
  strapi.log.info(`[stayvn] created the super admin ${email}`);
}
