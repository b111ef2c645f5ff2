import { calendarFeedInputSchema, type CalendarFeedInput } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RawChannelFeed } from './cms-channel-feeds-client.js';

/** The feed as the console would take it, or what is wrong with it (its error keys). */
function checked(feed: RawChannelFeed, production: boolean): CalendarFeedInput | string[] {
  const parsed = calendarFeedInputSchema.safeParse(feed);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // As the console's form refuses them: production fetches only https.
  if (production && !parsed.data.url.toLowerCase().startsWith('https://'))
    return ['url: only https feeds are fetched'];
  return parsed.data;
}

/**
 * The CMS feeds of an apartment to keep: those the console's rules take (`calendarFeedInputSchema`),
 * the first of each URL. Each other one is skipped and logged with its problems, never its URL
 * (a secret of the channel account).
 */
export function validCmsFeeds(
  documentId: string,
  raw: RawChannelFeed[],
  { production, log }: { production: boolean; log: FastifyBaseLogger },
): CalendarFeedInput[] {
  const byUrl = new Map<string, CalendarFeedInput>();
  raw.forEach((feed, index) => {
    const result = checked(feed, production);
    if (Array.isArray(result)) {
      log.warn(
        { propertyId: documentId, feed: index + 1, problems: result },
        `calendar: skipped CMS channel feed #${index + 1} of ${documentId} (${result.join('; ')})`,
      );
    } else if (!byUrl.has(result.url)) byUrl.set(result.url, result);
  });
  return [...byUrl.values()];
}
