import {
  cmsChannelFeedListResponseSchema,
  cmsChannelFeedsResponseSchema,
  type CmsChannelFeed,
} from '@stayvn/shared';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.js';

/** A feed as the CMS answers it: checked against the console's rules before it is used. */
export type RawChannelFeed = CmsChannelFeed;

export interface CmsChannelFeedsClient {
  /** A published property's feeds; null when the CMS answers 404 (not published, or no such route). */
  feedsOf(documentId: string, signal?: AbortSignal): Promise<RawChannelFeed[] | null>;
  /** Every published property that has feeds, by document id. */
  listAll(signal?: AbortSignal): Promise<Map<string, RawChannelFeed[]>>;
}

/**
 * Reads the properties' private channel feeds (issue 32) through the CMS routes only the booking
 * service's API token may call (`cms/src/api/property/routes/01-channel-feeds.ts`).
 * CmsUnavailableError when the CMS is down, CmsResponseError for any answer not understood
 * (a token the CMS refuses, a CMS without the routes).
 */
export function createCmsChannelFeedsClient(cms: CmsClient): CmsChannelFeedsClient {
  return {
    async feedsOf(documentId, signal) {
      const path = `/api/properties/${encodeURIComponent(documentId)}/channel-feeds`;
      const what = `channel feeds of ${documentId}`;
      const answer = await cms.read(cmsChannelFeedsResponseSchema, path, what, { signal, auth: true });
      return answer?.data.channelFeeds ?? null;
    },

    async listAll(signal) {
      const path = '/api/properties/channel-feeds';
      const answer = await cms.read(cmsChannelFeedListResponseSchema, path, 'channel feeds list', {
        signal,
        auth: true,
      });
      if (!answer) throw new CmsResponseError('CMS has no /api/properties/channel-feeds (an older CMS?)');
      return new Map(answer.data.map((property) => [property.documentId, property.channelFeeds]));
    },
  };
}
