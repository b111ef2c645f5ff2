import { z } from 'zod';
import { CmsResponseError, getCmsJson } from '../catalog/cms-fetch.js';

/** A feed as the CMS answers it: checked against the console's rules before it is used. */
const rawFeedSchema = z.object({ channel: z.unknown(), url: z.unknown() });
export type RawChannelFeed = z.infer<typeof rawFeedSchema>;

const propertyFeedsSchema = z.object({ documentId: z.string(), channelFeeds: z.array(rawFeedSchema) });
const oneSchema = z.object({ data: propertyFeedsSchema });
const allSchema = z.object({ data: z.array(propertyFeedsSchema) });

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
export function createCmsChannelFeedsClient({
  cmsUrl,
  token,
  timeoutMs = 15_000,
}: {
  cmsUrl: string;
  token: string;
  timeoutMs?: number;
}): CmsChannelFeedsClient {
  const get = (path: string, signal?: AbortSignal) =>
    getCmsJson(`${cmsUrl}${path}`, { signal, timeoutMs, token });
  const unusable = (what: string, error: z.ZodError) =>
    new CmsResponseError(`CMS channel feeds ${what} are not usable: ${z.prettifyError(error)}`);

  return {
    async feedsOf(documentId, signal) {
      const { status, body } = await get(
        `/api/properties/${encodeURIComponent(documentId)}/channel-feeds`,
        signal,
      );
      if (status === 404) return null;
      const parsed = oneSchema.safeParse(body);
      if (!parsed.success) throw unusable(`of ${documentId}`, parsed.error);
      return parsed.data.data.channelFeeds;
    },

    async listAll(signal) {
      const { status, body } = await get('/api/properties/channel-feeds', signal);
      if (status === 404)
        throw new CmsResponseError('CMS has no /api/properties/channel-feeds (an older CMS?)');
      const parsed = allSchema.safeParse(body);
      if (!parsed.success) throw unusable('list', parsed.error);
      return new Map(parsed.data.data.map((property) => [property.documentId, property.channelFeeds]));
    },
  };
}
