import type { Core } from '@strapi/strapi';
import { envSecret } from '../lib/env-secret';
import { ensureWebhook } from './ensure-webhook';

export const prerenderWebhookName = 'web prerender';
export const defaultPrerenderWebhookSecret = 'dev-prerender-webhook-secret';

/**
 * Tells the web's prerenderer (web/scripts/prerender.mjs --watch) about every entry change, so
 * that the prerendered pages showing it are rendered again within seconds. On only where
 * PRERENDER_WEBHOOK_URL is set (`npm start`, the e2e run and production set it).
 */
export async function ensurePrerenderWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.PRERENDER_WEBHOOK_URL?.trim() || null;
  await ensureWebhook(strapi, {
    name: prerenderWebhookName,
    url,
    secret: url ? envSecret('PRERENDER_WEBHOOK_SECRET', defaultPrerenderWebhookSecret) : '',
  });
}
