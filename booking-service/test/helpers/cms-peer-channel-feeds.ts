import type { IncomingMessage } from 'node:http';
import { devCmsApiToken } from '../../src/config/env.js';

/** A property's private channel feeds (issue 32), as editors typed them: the peer checks nothing. */
export interface PeerChannelFeed {
  channel: string;
  url: string;
}

interface WithFeeds {
  documentId: string;
  channelFeeds?: PeerChannelFeed[];
}

const feedsOf = (property: WithFeeds) => ({
  documentId: property.documentId,
  channelFeeds: (property.channelFeeds ?? []).map((feed) => ({ id: 1, ...feed })),
});

/**
 * The CMS's token-only routes of the channel feeds (cms/src/api/property/routes/01-channel-feeds.ts):
 * 403 without the booking service's token, as Strapi answers the public role; undefined for
 * any other path.
 */
export function answerChannelFeeds(
  request: IncomingMessage,
  path: string,
  published: { one(documentId: string): WithFeeds | null; all(): WithFeeds[] },
  token = devCmsApiToken,
): { status: number; body: unknown } | undefined {
  const one = /^\/api\/properties\/([^/]+)\/channel-feeds$/.exec(path);
  if (path !== '/api/properties/channel-feeds' && !one) return undefined;
  if (request.headers.authorization !== `Bearer ${token}`)
    return {
      status: 403,
      body: { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } },
    };
  if (!one) {
    const all = published.all().filter((property) => (property.channelFeeds ?? []).length > 0);
    return { status: 200, body: { data: all.map(feedsOf) } };
  }
  const property = published.one(decodeURIComponent(one[1]!));
  if (!property) return { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError' } } };
  return { status: 200, body: { data: feedsOf(property) } };
}
