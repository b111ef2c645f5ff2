import fp from 'fastify-plugin';
import { createCalendarFeeds, type CalendarFeeds } from '../../calendar/calendar-feeds.js';
import { createCalendarImportService, type CalendarImportService } from '../../calendar/calendar-import.js';
import { createCalendarRepository } from '../../calendar/calendar-repository.js';
import { createCalendarScheduler, type CalendarScheduler } from '../../calendar/calendar-scheduler.js';
import { fetchFeed } from '../../calendar/feed-fetch.js';
import { createStaffCalendar, type StaffCalendar } from '../../calendar/staff-calendar.js';
import { createStaffCalendarRepository } from '../../calendar/staff-calendar-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Import of other channels' calendars (issue 32): `feeds` for the console, `importer` to
     * import one feed, `scheduler.runDue()` to import every due feed now (tests, commands),
     * `calendar` for the console's month grid and manual blocks.
     */
    calendarImport: {
      feeds: CalendarFeeds;
      importer: CalendarImportService;
      scheduler: CalendarScheduler;
      calendar: StaffCalendar;
    };
  }
}

export default fp(
  async (fastify) => {
    const config = fastify.config;
    const production = config.NODE_ENV === 'production';
    const repository = createCalendarRepository(fastify.db);
    const importer = createCalendarImportService({
      db: fastify.db,
      repository,
      expireHolds: (propertyId, tx) => fastify.bookingsRepository.expireHolds(propertyId, tx),
      enqueueMail: (job, tx) => fastify.outbox.enqueueMail(job, tx),
      staffEmail: config.SUPPORT_EMAIL,
      webUrl: config.WEB_URL,
      fetchFeed: (url, validators) =>
        fetchFeed(url, validators, {
          production,
          timeoutMs: config.CALENDAR_IMPORT_TIMEOUT_MS,
          maxBytes: config.CALENDAR_IMPORT_MAX_BYTES,
        }),
      intervalMs: config.CALENDAR_IMPORT_INTERVAL_MINUTES * 60_000,
      log: fastify.log,
    });
    const scheduler = createCalendarScheduler({
      repository,
      importer,
      log: fastify.log,
      pollMs: config.CALENDAR_IMPORT_POLL_MS,
      leaseMs: config.CALENDAR_IMPORT_LEASE_MS,
    });
    fastify.decorate('calendarImport', {
      feeds: createCalendarFeeds(repository, { production }),
      importer,
      scheduler,
      calendar: createStaffCalendar({
        db: fastify.db,
        repository: createStaffCalendarRepository(fastify.db),
        imports: repository,
        expireHolds: (propertyId, tx) => fastify.bookingsRepository.expireHolds(propertyId, tx),
      }),
    });
    if (config.CALENDAR_IMPORT_WORKER) fastify.addHook('onReady', async () => scheduler.start());
    fastify.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'calendar-import', dependencies: ['db', 'outbox', 'bookings-service'] },
);
