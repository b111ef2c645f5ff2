import { calendarFeedSchema, type CalendarFeed } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { startFeedStandIn } from '../../dev/stand-ins/feed-stand-in.js';
import { calendarFeeds } from '../../src/db/schema/index.js';
import { buildBookings, shortStay, signUp, staff } from './bookings.js';

/** A channel's feed added to a property through the console's API, as staff add it. */
export async function addFeed(
  app: FastifyInstance,
  propertyId: string,
  channel: string,
  url: string,
): Promise<CalendarFeed> {
  const response = await app.inject({
    method: 'POST',
    url: `/staff/properties/${propertyId}/calendar-imports`,
    headers: staff,
    payload: { channel, url },
  });
  expect(response.statusCode, response.body).toBe(201);
  return calendarFeedSchema.parse(response.json());
}

/** The feed fetched and imported now, as the scheduler would when it is due. */
export async function importNow(app: FastifyInstance, feedId: string) {
  const [feed] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  return app.calendarImport.importer.importFeed(feed!);
}

/**
 * A booking service whose calendar imports run only when a test asks (no worker), short-stay
 * apartments `ids`, a guest signed up, and a stand-in serving the channels' feeds.
 */
export async function buildCalendarTestbed(ids: string[], env: Record<string, string> = {}) {
  const standIn = await startFeedStandIn();
  afterAll(() => standIn.close());
  const testbed = await buildBookings(
    ids.map((id) => shortStay(id)),
    { CALENDAR_IMPORT_WORKER: 'false', ...env },
  );
  return { standIn, testbed, app: testbed.app, guest: await signUp(testbed) };
}
