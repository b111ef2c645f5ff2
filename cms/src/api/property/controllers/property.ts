import { factories } from '@strapi/strapi';
import { publishedChannelFeeds } from '../../../lib/channel-feeds';

/**
 * The core actions, and the booking service's two reads of the private channel feeds
 * (routes/01-channel-feeds.ts). Only a token holding these actions reaches them: the public role
 * is given find/findOne alone (ensure-public-permissions).
 */
export default factories.createCoreController('api::property.property', ({ strapi }) => ({
  /** `GET /api/properties/:id/channel-feeds`: a published property's feeds, 404 when unpublished. */
  async channelFeeds(ctx) {
    const [found] = await publishedChannelFeeds(strapi, String(ctx.params.id));
    if (!found) return ctx.notFound();
    ctx.body = { data: found };
  },

  /** `GET /api/properties/channel-feeds`: every published property that has feeds. */
  async listChannelFeeds(ctx) {
    const all = await publishedChannelFeeds(strapi);
    ctx.body = { data: all.filter((property) => property.channelFeeds.length > 0) };
  },
}));
