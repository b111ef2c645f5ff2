import type { Core } from '@strapi/strapi';
import { envSecret } from '../lib/env-secret';

export const catalogWebhookName = 'booking-service catalog';
export const catalogWebhookEvents = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
] as const;
export const defaultBookingServiceUrl = 'http://localhost:4000';
export const defaultCatalogWebhookSecret = 'dev-catalog-webhook-secret';

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

/**
 * Keeps the one webhook that tells the booking service to re-index a document. The URL and secret
 * come from the environment on every start, so changing them needs no click in the admin panel.
 * BOOKING_SERVICE_URL set to the empty string turns the webhook off (a CMS running alone).
 */
export async function ensureCatalogWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === catalogWebhookName);

  const baseUrl = process.env.BOOKING_SERVICE_URL ?? defaultBookingServiceUrl;
  if (baseUrl.trim() === '') {
    if (existing?.isEnabled) {
      const { id, ...data } = existing;
      const updated = await store.updateWebhook(id, { ...data, isEnabled: false });
      if (updated) runner.update(updated);
    }
    strapi.log.info('[stayvn] BOOKING_SERVICE_URL is empty: the catalog webhook is off.');
    return;
  }

  const secret = envSecret('CATALOG_WEBHOOK_SECRET', defaultCatalogWebhookSecret);
  const wanted: Omit<Webhook, 'id'> = {
    name: catalogWebhookName,
    url: `${baseUrl.replace(/\/+$/, '')}/internal/catalog-events`,
    headers: { Authorization: `Bearer ${secret}` },
    events: [...catalogWebhookEvents],
    isEnabled: true,
  };

  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[stayvn] created the catalog webhook to ${wanted.url}`);
    return;
  }
  const unchanged =
    existing.url === wanted.url &&
    existing.isEnabled &&
    existing.headers?.Authorization === wanted.headers.Authorization &&
    wanted.events.every((event) => existing.events.includes(event)) &&
    existing.events.length === wanted.events.length;
  if (unchanged) return;
  const updated = await store.updateWebhook(existing.id, wanted);
  if (updated) runner.update(updated);
  strapi.log.info(`[stayvn] updated the catalog webhook to ${wanted.url}`);
}
