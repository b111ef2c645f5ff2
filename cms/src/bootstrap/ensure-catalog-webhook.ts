import type { Core } from '@strapi/strapi';
import { envSecret } from '../lib/env-secret';
import { ensureWebhook, entryEvents } from './ensure-webhook';

export const catalogWebhookName = 'booking-service catalog';
export const catalogWebhookEvents = entryEvents;
export const defaultBookingServiceUrl = 'http://localhost:4000';
export const defaultCatalogWebhookSecret = 'dev-catalog-webhook-secret';

/**
 * Keeps the one webhook that tells the booking service to re-index a document. The URL and secret
 * come from the environment on every start. BOOKING_SERVICE_URL set to the empty string turns the
 * webhook off (a CMS running alone).
 */
export async function ensureCatalogWebhook(strapi: Core.Strapi): Promise<void> {
  const baseUrl = process.env.BOOKING_SERVICE_URL ?? defaultBookingServiceUrl;
  if (baseUrl.trim() === '') {
    await ensureWebhook(strapi, { name: catalogWebhookName, url: null, secret: '' });
    strapi.log.info('[stayvn] BOOKING_SERVICE_URL is empty: the catalog webhook is off.');
    return;
  }
  await ensureWebhook(strapi, {
    name: catalogWebhookName,
    url: `${baseUrl.replace(/\/+$/, '')}/internal/catalog-events`,
    secret: envSecret('CATALOG_WEBHOOK_SECRET', defaultCatalogWebhookSecret),
  });
}
