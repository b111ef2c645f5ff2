import type { FastifyBaseLogger } from 'fastify';
import type { CalendarFeedRow } from '../db/schema/index.js';
import type { CalendarImportService, ImportOutcome } from './calendar-import.js';
import type { CalendarRepository } from './calendar-repository.js';

export interface CalendarSchedulerOptions {
  repository: Pick<CalendarRepository, 'claimDue' | 'renewLease'>;
  importer: Pick<CalendarImportService, 'importFeed'>;
  log: FastifyBaseLogger;
  /** How often due feeds are looked for (each feed is due CALENDAR_IMPORT_INTERVAL after its last fetch). */
  pollMs: number;
  /** A claimed feed's lease, renewed every third of it while it is imported. */
  leaseMs: number;
  batchSize?: number;
}

/**
 * Imports due feeds on a timer, one run at a time. Several instances may run it: each claims
 * feeds with FOR UPDATE SKIP LOCKED and a lease it renews while it works (the mail outbox's
 * pattern), so a feed is fetched by one instance at a time, and by another one if its holder dies.
 */
export function createCalendarScheduler({
  repository,
  importer,
  log,
  pollMs,
  leaseMs,
  batchSize = 5,
}: CalendarSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function importHeld(feed: CalendarFeedRow): Promise<ImportOutcome> {
    const renewal = setInterval(
      () => {
        repository
          .renewLease([feed.id], leaseMs)
          .catch((error: unknown) =>
            log.warn({ err: error, feedId: feed.id }, 'calendar: a lease could not be renewed'),
          );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    try {
      return await importer.importFeed(feed);
    } finally {
      clearInterval(renewal);
    }
  }

  /** Imports every due feed now, a batch at a time; the number imported. */
  async function runDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const feeds = await repository.claimDue(batchSize, leaseMs);
      if (feeds.length === 0) return done;
      for (const feed of feeds) {
        // Stopping: the feed in hand is finished, the rest of the batch waits out its lease.
        if (stopped && running) return done;
        await importHeld(feed);
        done += 1;
      }
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    running = runDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'calendar: an import run failed'),
      )
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    runDue,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CalendarScheduler = ReturnType<typeof createCalendarScheduler>;
