/**
 * The booking service's reads of the properties' channel feeds (issue 32), through its API token.
 * Loaded before property.ts (router files load in name order), so `/properties/channel-feeds` is
 * not taken for a findOne of a document called "channel-feeds".
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/properties/channel-feeds',
      handler: 'api::property.property.listChannelFeeds',
    },
    {
      method: 'GET',
      path: '/properties/:id/channel-feeds',
      handler: 'api::property.property.channelFeeds',
    },
  ],
};
