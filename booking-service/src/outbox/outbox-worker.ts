import type { FastifyBaseLogger } from 'fastify';

export interface OutboxWorker {
  start(): void;
  /** Runs soon instead of at the next tick (after an enqueue outside a transaction). */
  nudge(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Calls `runDue` every `pollMs`, one run at a time. A run that fails (the database is away) is
 * logged and the next tick tries again; jobs it had claimed come back when their lease ends.
 */
export function createOutboxWorker(
  runDue: () => Promise<number>,
  { pollMs, log }: { pollMs: number; log: FastifyBaseLogger },
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(
        (sent) => {
          if (sent > 0) log.debug({ sent }, 'outbox: mails sent');
        },
        (error: unknown) => log.error({ err: error }, 'outbox: a run failed'),
      )
      .finally(() => {
        running = undefined;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
