import type { Core } from '@strapi/strapi';

export const entryEvents = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
] as const;

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
 * Keeps one named webhook as the environment describes it on every start, so changing its
 * address or secret needs no click in the admin panel. `url: null` turns it off (kept, disabled).
 */
export async function ensureWebhook(
  strapi: Core.Strapi,
  { name, url, secret }: { name: string; url: string | null; secret: string },
): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === name);

  if (url === null) {
    if (existing?.isEnabled) {
      const { id, ...data } = existing;
      const updated = await store.updateWebhook(id, { ...data, isEnabled: false });
      if (updated) runner.update(updated);
    }
    return;
  }

  const wanted: Omit<Webhook, 'id'> = {
    name,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: [...entryEvents],
    isEnabled: true,
  };
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[stayvn] created the webhook "${name}" to ${url}`);
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
  strapi.log.info(`[stayvn] updated the webhook "${name}" to ${url}`);
}
