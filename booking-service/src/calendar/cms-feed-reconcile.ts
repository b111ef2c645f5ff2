import type { CalendarFeedInput } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import { CmsResponseError } from '../cms/cms-client.js';
import type { Database } from '../db/connect.js';
import type { CmsChannelFeedsClient, RawChannelFeed } from './cms-channel-feeds-client.js';
import { validCmsFeeds } from './cms-feed-check.js';
import type { CmsFeedsRepository } from './cms-feeds-repository.js';

export interface CmsFeedChanges {
  added: number;
  renamed: number;
  removed: number;
}

export interface CmsFeedReconcilerDeps {
  db: Database;
  repository: CmsFeedsRepository;
  /** Null without CMS_API_TOKEN: the feeds cannot be read, nothing is reconciled. */
  client: CmsChannelFeedsClient | null;
  /** Production fetches only https feeds: others are skipped, as the console refuses them. */
  production: boolean;
  log: FastifyBaseLogger;
}

/** Makes the property's CMS feeds `wanted`, in the transaction `tx`. */
async function applyCmsFeeds(
  { repository, log }: Pick<CmsFeedReconcilerDeps, 'repository' | 'log'>,
  documentId: string,
  wanted: CalendarFeedInput[],
  tx: Database,
): Promise<CmsFeedChanges> {
  const existing = new Map((await repository.feedsOf(documentId, tx)).map((feed) => [feed.url, feed]));
  const wantedUrls = new Set(wanted.map((feed) => feed.url));
  const added = await repository.insertCmsFeeds(
    wanted
      .filter((feed) => !existing.has(feed.url))
      .map((feed) => ({ propertyDocumentId: documentId, ...feed })),
    tx,
  );
  let renamed = 0;
  for (const feed of wanted) {
    const row = existing.get(feed.url);
    if (row?.source !== 'cms' || row.channel === feed.channel) continue;
    await repository.renameCmsFeed(row.id, feed.channel, tx);
    renamed += 1;
  }
  const gone = [...existing.values()].filter((row) => row.source === 'cms' && !wantedUrls.has(row.url));
  const removed = await repository.deleteCmsFeeds(
    gone.map((row) => row.id),
    tx,
  );
  const changes = { added, renamed, removed };
  if (added + renamed + removed > 0)
    log.info(
      { cmsFeeds: { documentId, ...changes } },
      `calendar: CMS channel feeds of ${documentId} updated`,
    );
  return changes;
}

/**
 * Keeps the feeds editors give each apartment in the CMS (its private `channelFeeds`) in
 * `calendar_feeds` with `source` `cms`: a new URL is added (due at once), a renamed channel
 * renamed, a URL no longer listed removed with its blocks, so their nights are free again, as
 * when staff remove a feed. Console feeds are never touched, and a URL staff gave already stays
 * theirs. Each feed is checked by the console's rules; one that fails is skipped and logged.
 */
export function createCmsFeedReconciler(deps: CmsFeedReconcilerDeps) {
  const { db, repository, client, production, log } = deps;
  const apply = (documentId: string, wanted: CalendarFeedInput[], tx: Database) =>
    applyCmsFeeds(deps, documentId, wanted, tx);
  const validFeeds = (documentId: string, raw: RawChannelFeed[]) =>
    validCmsFeeds(documentId, raw, { production, log });
  let toldNoToken = false;

  /** The client, or null (said once in the log) without a token. */
  function reader(): CmsChannelFeedsClient | null {
    if (!client && !toldNoToken) {
      toldNoToken = true;
      log.warn('calendar: CMS_API_TOKEN is not set, so the channel feeds given in the CMS are not imported');
    }
    return client;
  }

  return {
    /**
     * After the catalog synced one property: a published one gets the feeds the CMS lists for it,
     * one the index does not hold (unpublished, deleted) none. The CMS being down throws (the sync
     * is retried); an answer not understood is logged and changes nothing.
     */
    async syncProperty(documentId: string, published: boolean, signal?: AbortSignal) {
      const cms = reader();
      if (!cms) return null;
      let raw: RawChannelFeed[] | null = [];
      try {
        if (published) raw = await cms.feedsOf(documentId, signal);
      } catch (error) {
        if (!(error instanceof CmsResponseError)) throw error;
        log.warn(
          { err: error, propertyId: documentId },
          `calendar: CMS channel feeds of ${documentId} not read`,
        );
        return null;
      }
      if (raw === null) {
        log.warn(
          `calendar: the CMS has no channel feeds answer for ${documentId}; its feeds are left as they are`,
        );
        return null;
      }
      const wanted = validFeeds(documentId, raw);
      return db.transaction((tx) => apply(documentId, wanted, tx));
    },

    /**
     * After a full resync: every published property's feeds as the CMS lists them, and none for
     * the others. Failures are logged, never thrown: the next sync of each property repairs it.
     */
    async syncAll(signal?: AbortSignal): Promise<CmsFeedChanges | null> {
      const cms = reader();
      if (!cms) return null;
      try {
        const listed = await cms.listAll(signal);
        const total: CmsFeedChanges = { added: 0, renamed: 0, removed: 0 };
        await db.transaction(async (tx) => {
          const properties = new Set([...listed.keys(), ...(await repository.propertiesWithCmsFeeds(tx))]);
          for (const documentId of properties) {
            const changes = await apply(documentId, validFeeds(documentId, listed.get(documentId) ?? []), tx);
            for (const key of ['added', 'renamed', 'removed'] as const) total[key] += changes[key];
          }
        });
        return total;
      } catch (error) {
        log.error({ err: error }, 'calendar: the CMS channel feeds could not be reconciled');
        return null;
      }
    },
  };
}

export type CmsFeedReconciler = ReturnType<typeof createCmsFeedReconciler>;
