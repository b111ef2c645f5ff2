import type { Core } from '@strapi/strapi';

/** One channel's iCal export of an apartment, as editors typed it (checked again by the booking service). */
export interface ChannelFeed {
  channel: string;
  url: string;
}

export interface PropertyChannelFeeds {
  documentId: string;
  channelFeeds: ChannelFeed[];
}

interface PropertyVersion {
  documentId: string;
  locale: string | null;
  channelFeeds?: { channel: string | null; url: string | null }[] | null;
}

/**
 * The channel feeds of published properties (`channelFeeds` is private: the REST API's own
 * find/findOne never show these secret URLs), one answer per document. The feeds are not
 * localized, so every published locale holds the same list; the first locale in order is read.
 */
export async function publishedChannelFeeds(
  strapi: Core.Strapi,
  documentId?: string,
): Promise<PropertyChannelFeeds[]> {
  const versions = (await strapi.db.query('api::property.property').findMany({
    where: { publishedAt: { $notNull: true }, ...(documentId === undefined ? {} : { documentId }) },
    select: ['documentId', 'locale'],
    populate: { channelFeeds: { select: ['channel', 'url'] } },
    orderBy: [{ documentId: 'asc' }, { locale: 'asc' }],
  })) as PropertyVersion[];
  const byDocument = new Map<string, PropertyChannelFeeds>();
  for (const version of versions) {
    if (byDocument.has(version.documentId)) continue;
    byDocument.set(version.documentId, {
      documentId: version.documentId,
      channelFeeds: (version.channelFeeds ?? []).map((feed) => ({
        channel: feed.channel ?? '',
        url: feed.url ?? '',
      })),
    });
  }
  return [...byDocument.values()];
}
