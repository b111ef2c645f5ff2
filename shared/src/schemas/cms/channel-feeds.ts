import { z } from 'zod';

/**
 * A property's private channel feed (issue 32) as the CMS answers it to the booking service's
 * API token (`cms/src/api/property/routes/01-channel-feeds.ts`): unchecked here, the console's
 * rules for a feed check it before it is used.
 */
export const cmsChannelFeedSchema = z.lazy(() => z.object({ channel: z.unknown(), url: z.unknown() }));
export type CmsChannelFeed = z.infer<typeof cmsChannelFeedSchema>;

export const cmsPropertyChannelFeedsSchema = z.lazy(() =>
  z.object({ documentId: z.string(), channelFeeds: z.array(cmsChannelFeedSchema) }),
);

/** `GET /api/properties/:documentId/channel-feeds`. */
export const cmsChannelFeedsResponseSchema = z.lazy(() => z.object({ data: cmsPropertyChannelFeedsSchema }));

/** `GET /api/properties/channel-feeds`: every published property that has feeds. */
export const cmsChannelFeedListResponseSchema = z.lazy(() =>
  z.object({ data: z.array(cmsPropertyChannelFeedsSchema) }),
);
