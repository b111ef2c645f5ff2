import type { Core } from '@strapi/strapi';

export const bookingServiceTokenName = 'booking-service';
/**
 * The key outside production when CMS_API_TOKEN is unset; the booking service's development
 * default (booking-service/src/config/env.ts, devCmsApiToken) is the same, so approving an owner
 * submission works on a fresh `npm start`. Production uses only a key it is given.
 */
export const defaultCmsApiToken = 'dev-booking-service-cms-api-token';

/**
 * What the booking service may do through its token: create draft properties from approved owner
 * submissions (and read them back), upload their images to the media library, read the cities
 * and districts it links them to, and read the properties' private channel feeds (issue 32).
 * Nothing else: no publishing, no deleting.
 */
export const bookingServiceTokenPermissions = [
  'api::property.property.find',
  'api::property.property.findOne',
  'api::property.property.create',
  'api::property.property.channelFeeds',
  'api::property.property.listChannelFeeds',
  'api::city.city.find',
  'api::district.district.find',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  'plugin::upload.content-api.upload',
] as const;

interface TokenService {
  getByName(name: string): Promise<{ id: number | string } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number | string }>;
  update(id: number | string, attributes: Record<string, unknown>): Promise<unknown>;
  hash(accessKey: string): string;
}

/** The booking service's key: CMS_API_TOKEN, else the development default outside production. */
export function bookingServiceTokenKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = env.CMS_API_TOKEN?.trim();
  if (key) return key;
  return env.NODE_ENV === 'production' ? undefined : defaultCmsApiToken;
}

/**
 * Keeps the booking service's API token (`booking-service`, custom permissions above) with the
 * key the environment gives (CMS_API_TOKEN; the booking service sends the same value), the way
 * ensure-webhook keeps the webhooks: created when missing, its permissions and its key set to
 * the ones above and the environment's on every start (so a token made by an older release gains
 * new actions). Outside production an unset CMS_API_TOKEN means the shared development default,
 * as the admin's; in production nothing is created without it.
 */
export async function ensureBookingServiceToken(strapi: Core.Strapi): Promise<void> {
  const key = bookingServiceTokenKey();
  if (!key) {
    strapi.log.warn('[stayvn] CMS_API_TOKEN is not set: the booking service cannot create draft properties.');
    return;
  }
  const tokens = strapi.service('admin::api-token') as unknown as TokenService;
  let token = await tokens.getByName(bookingServiceTokenName);
  if (!token) {
    token = await tokens.create({
      name: bookingServiceTokenName,
      description: 'The booking service: draft properties from approved owner submissions (issue 19)',
      type: 'custom',
      lifespan: null,
      permissions: [...bookingServiceTokenPermissions],
    });
    strapi.log.info(`[stayvn] created the API token "${bookingServiceTokenName}"`);
  } else {
    await tokens.update(token.id, { permissions: [...bookingServiceTokenPermissions] });
  }
  // Strapi makes a random key; the one both services share comes from the environment.
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string };
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(key), encryptedKey: encryption.encrypt(key) },
  });
}
