import type { Core } from '@strapi/strapi';
import { ensureBookingServiceToken } from './bootstrap/ensure-api-token';
import { ensureCatalogWebhook } from './bootstrap/ensure-catalog-webhook';
import { ensureEditor } from './bootstrap/ensure-editor';
import { ensureFirstAdmin } from './bootstrap/ensure-first-admin';
import { ensureLocales } from './bootstrap/ensure-locales';
import { ensurePrerenderWebhook } from './bootstrap/ensure-prerender-webhook';
import { ensurePublicPermissions } from './bootstrap/ensure-public-permissions';
import { registerSharedUidMiddleware } from './bootstrap/shared-uids';
import { seedDemoContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerSharedUidMiddleware(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureFirstAdmin(strapi);
    await ensureEditor(strapi);
    // The webhook goes first so that a running booking service also hears about seeded content.
    await ensureCatalogWebhook(strapi);
    await ensurePrerenderWebhook(strapi);
    // A token that cannot be kept must not keep the CMS from starting: the booking service's
    // approvals answer 503 until it is fixed, and the log says why.
    await ensureBookingServiceToken(strapi).catch((error: unknown) =>
      strapi.log.error(`[stayvn] the booking service's API token could not be kept: ${String(error)}`),
    );
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      await seedDemoContent(strapi);
    }
  },
};
