import { calendarImportsSchema, type CalendarFeed } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createCmsChannelFeedsClient } from '../../src/calendar/cms-channel-feeds-client.js';
import { createCmsFeedReconciler } from '../../src/calendar/cms-feed-reconcile.js';
import { createCmsFeedsRepository } from '../../src/calendar/cms-feeds-repository.js';
import { CmsUnavailableError, createCmsClient } from '../../src/cms/cms-client.js';
import { devCmsApiToken } from '../../src/config/env.js';
import { takenNights } from '../../src/db/schema/index.js';
import { bookingInput, createBooking, day, shortStay, staff } from '../helpers/bookings.js';
import { addFeed, buildCalendarTestbed, importNow } from '../helpers/calendar-feeds.js';
import type { PeerChannelFeed } from '../helpers/cms-peer-channel-feeds.js';

/*
 * Issue 32: the channel feeds editors give an apartment in the CMS (a private attribute, read
 * through the booking service's API token) are kept in `calendar_feeds` by the catalog sync.
 */

const ids = [
  'apt-cms',
  'apt-cms-console',
  'apt-cms-invalid',
  'apt-cms-gone',
  'apt-cms-all',
  'apt-cms-direct',
];
const { standIn, testbed, app, guest } = await buildCalendarTestbed(ids);
const { cms } = testbed;

/** The editor saves and publishes the apartment with these feeds; the webhook's sync runs. */
async function publishWithFeeds(documentId: string, channelFeeds: PeerChannelFeed[]) {
  cms.publish({ ...shortStay(documentId), channelFeeds });
  return app.catalogService.syncDocument(documentId);
}

async function feedsOf(propertyId: string): Promise<CalendarFeed[]> {
  const response = await app.inject({
    url: `/staff/properties/${propertyId}/calendar-imports`,
    headers: staff,
  });
  expect(response.statusCode, response.body).toBe(200);
  return calendarImportsSchema.parse(response.json()).feeds;
}
const shapes = async (propertyId: string) =>
  (await feedsOf(propertyId))
    .map(({ channel, url, source }) => ({ channel, url, source }))
    .sort((a, b) => a.url.localeCompare(b.url));

describe('CMS channel feeds, through the catalog sync', () => {
  it('adds the feeds a published apartment lists, renames a channel, removes a URL no longer listed', async () => {
    const airbnb = standIn.feedUrl('cms-airbnb');
    const booking = standIn.feedUrl('cms-booking');
    await publishWithFeeds('apt-cms', [
      { channel: 'Airbnb', url: airbnb },
      { channel: 'Booking.com', url: booking },
    ]);
    expect(await shapes('apt-cms')).toEqual([
      { channel: 'Airbnb', url: airbnb, source: 'cms' },
      { channel: 'Booking.com', url: booking, source: 'cms' },
    ]);
    const [first] = await feedsOf('apt-cms');

    // A second sync with nothing changed changes nothing; a renamed channel keeps its feed.
    await app.catalogService.syncDocument('apt-cms');
    await publishWithFeeds('apt-cms', [
      { channel: 'Airbnb (Tay Ho loft)', url: airbnb },
      { channel: 'Booking.com', url: booking },
    ]);
    const renamed = (await feedsOf('apt-cms')).find((feed) => feed.url === airbnb);
    expect(renamed).toMatchObject({ id: first!.id, channel: 'Airbnb (Tay Ho loft)' });

    await publishWithFeeds('apt-cms', [{ channel: 'Booking.com', url: booking }]);
    expect(await shapes('apt-cms')).toEqual([{ channel: 'Booking.com', url: booking, source: 'cms' }]);
  });

  it('releases the nights of a removed feed, as the console’s removal does', async () => {
    standIn.setFeed('cms-gone', 'airbnb', [{ checkIn: day(15), checkOut: day(18), uid: 'g1' }]);
    await publishWithFeeds('apt-cms-gone', [{ channel: 'Airbnb', url: standIn.feedUrl('cms-gone') }]);
    const [feed] = await feedsOf('apt-cms-gone');
    expect(await importNow(app, feed!.id)).toMatchObject({ status: 'imported', added: 1 });
    const stay = bookingInput('apt-cms-gone', { checkIn: day(16), checkOut: day(17) });
    const refused = await createBooking(app, guest, stay);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'room_taken']);

    await publishWithFeeds('apt-cms-gone', []);
    expect(await feedsOf('apt-cms-gone')).toEqual([]);
    const taken = await app.db
      .select()
      .from(takenNights)
      .where(eq(takenNights.propertyDocumentId, 'apt-cms-gone'));
    expect(taken).toEqual([]);
    const booked = await createBooking(app, guest, stay);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('never touches console feeds; a URL staff gave stays theirs; the console cannot remove a CMS feed', async () => {
    const shared = standIn.feedUrl('console-and-cms');
    const consoleFeed = await addFeed(app, 'apt-cms-console', 'Agoda', shared);
    const own = standIn.feedUrl('console-only');
    await addFeed(app, 'apt-cms-console', 'Expedia', own);
    const cmsOnly = standIn.feedUrl('cms-only');
    await publishWithFeeds('apt-cms-console', [
      { channel: 'Agoda (from the CMS)', url: shared },
      { channel: 'Airbnb', url: cmsOnly },
    ]);
    expect(await shapes('apt-cms-console')).toEqual([
      { channel: 'Airbnb', url: cmsOnly, source: 'cms' },
      { channel: 'Agoda', url: shared, source: 'console' },
      { channel: 'Expedia', url: own, source: 'console' },
    ]);
    expect((await feedsOf('apt-cms-console')).find((feed) => feed.url === shared)!.id).toBe(consoleFeed.id);

    const cmsFeed = (await feedsOf('apt-cms-console')).find((feed) => feed.source === 'cms')!;
    const refused = await app.inject({
      method: 'DELETE',
      url: `/staff/properties/apt-cms-console/calendar-imports/${cmsFeed.id}`,
      headers: staff,
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'calendar_feed_from_cms']);

    // The CMS drops every feed, then the apartment is unpublished: the console's stay.
    await publishWithFeeds('apt-cms-console', []);
    cms.unpublish('apt-cms-console');
    expect(await app.catalogService.syncDocument('apt-cms-console')).toMatchObject({ action: 'deleted' });
    expect(await shapes('apt-cms-console')).toEqual([
      { channel: 'Agoda', url: shared, source: 'console' },
      { channel: 'Expedia', url: own, source: 'console' },
    ]);
  });

  it('skips and logs a feed the console would refuse, keeping the valid ones', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    const good = standIn.feedUrl('cms-valid');
    const secret = 'ftp://channel.example/secret-export-key.ics';
    await publishWithFeeds('apt-cms-invalid', [
      { channel: 'Airbnb', url: 'not a url' },
      { channel: '   ', url: standIn.feedUrl('no-channel') },
      { channel: 'Old channel', url: secret },
      { channel: 'x'.repeat(61), url: standIn.feedUrl('long-channel') },
      { channel: 'Booking.com', url: good },
      { channel: 'Booking.com again', url: good },
    ]);
    expect(await shapes('apt-cms-invalid')).toEqual([{ channel: 'Booking.com', url: good, source: 'cms' }]);
    const skipped = warn.mock.calls
      .map((args) => String(args.at(-1)))
      .filter((m) => m.includes('skipped CMS'));
    expect(skipped).toHaveLength(4);
    expect(skipped.join('\n')).toContain('err_url_format');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-export-key');
    warn.mockRestore();
  });

  it('a full resync reconciles every apartment, and drops the CMS feeds of one no longer published', async () => {
    const url = standIn.feedUrl('cms-all');
    cms.publish({ ...shortStay('apt-cms-all'), channelFeeds: [{ channel: 'Airbnb', url }] });
    cms.unpublish('apt-cms-invalid');
    // No webhook reached this instance: the full resync repairs both.
    await app.catalogService.syncAll();
    expect(await shapes('apt-cms-all')).toEqual([{ channel: 'Airbnb', url, source: 'cms' }]);
    expect(await feedsOf('apt-cms-invalid')).toEqual([]);
    expect(await shapes('apt-cms')).toEqual([
      { channel: 'Booking.com', url: standIn.feedUrl('cms-booking'), source: 'cms' },
    ]);
  });
});

describe('the reconciler without a usable CMS answer', () => {
  const repository = createCmsFeedsRepository(app.db);
  const log = () => ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() }) as unknown as typeof app.log;
  const reconciler = (client: Parameters<typeof createCmsFeedReconciler>[0]['client'], logger = log()) =>
    createCmsFeedReconciler({ db: app.db, repository, client, production: false, log: logger });

  it('does nothing without CMS_API_TOKEN, and says so once', async () => {
    await publishWithFeeds('apt-cms-direct', [{ channel: 'Airbnb', url: standIn.feedUrl('direct') }]);
    cms.publish({ ...shortStay('apt-cms-direct'), channelFeeds: [] });
    const logger = log();
    const withoutToken = reconciler(null, logger);
    expect(await withoutToken.syncProperty('apt-cms-direct', true)).toBeNull();
    expect(await withoutToken.syncProperty('apt-cms-direct', false)).toBeNull();
    expect(await withoutToken.syncAll()).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(logger.warn).mock.calls[0]!.at(-1)).toContain('CMS_API_TOKEN is not set');
    expect(await feedsOf('apt-cms-direct')).toHaveLength(1);
  });

  it('leaves the feeds as they are when the CMS refuses the token; throws (to retry) when it is down', async () => {
    const logger = log();
    const refused = reconciler(
      createCmsChannelFeedsClient(createCmsClient({ url: cms.url, token: 'a-token-the-cms-refuses' })),
      logger,
    );
    expect(await refused.syncProperty('apt-cms-direct', true)).toBeNull();
    expect(await refused.syncAll()).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(await feedsOf('apt-cms-direct')).toHaveLength(1);

    const client = createCmsChannelFeedsClient(createCmsClient({ url: cms.url, token: devCmsApiToken }));
    cms.setDown(true);
    try {
      await expect(reconciler(client).syncProperty('apt-cms-direct', true)).rejects.toBeInstanceOf(
        CmsUnavailableError,
      );
    } finally {
      cms.setDown(false);
    }
    expect(await reconciler(client).syncProperty('apt-cms-direct', true)).toEqual({
      added: 0,
      renamed: 0,
      removed: 1,
    });
  });

  it('takes only https feeds in production', async () => {
    cms.publish({
      ...shortStay('apt-cms-direct'),
      channelFeeds: [
        { channel: 'Plain', url: standIn.feedUrl('plain') },
        { channel: 'Secure', url: 'https://channel.example/export.ics' },
      ],
    });
    const logger = log();
    const production = createCmsFeedReconciler({
      db: app.db,
      repository,
      client: createCmsChannelFeedsClient(createCmsClient({ url: cms.url, token: devCmsApiToken })),
      production: true,
      log: logger,
    });
    expect(await production.syncProperty('apt-cms-direct', true)).toMatchObject({ added: 1 });
    expect((await feedsOf('apt-cms-direct')).map((feed) => feed.channel)).toEqual(['Secure']);
    expect(vi.mocked(logger.warn).mock.calls[0]!.at(-1)).toContain('only https feeds are fetched');
  });
});
