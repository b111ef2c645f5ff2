import type { Database } from '../../db/connect.js';
import fp from 'fastify-plugin';
import { createOutboxRepository } from '../../outbox/outbox-repository.js';
import { createOutboxService, type MailJob, type OutboxService } from '../../outbox/outbox-service.js';
import { createOutboxWorker } from '../../outbox/outbox-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The durable mail outbox. `enqueueMail({ to, language, template, attachments? }, tx?)`
     * stores a mail in the caller's transaction; the worker sends it (and retries it) later.
     * `nudge()` after the transaction commits has the worker look at once rather than at its
     * next tick; `runDue()` sends what is due now (tests, commands).
     */
    outbox: Pick<OutboxService, 'runDue' | 'find'> & {
      enqueueMail(job: MailJob, tx?: Database): Promise<string>;
      nudge(): void;
    };
  }
}

export default fp(
  async (fastify) => {
    const {
      MAIL_JOBS_WORKER,
      MAIL_JOBS_POLL_MS,
      MAIL_JOBS_RETRY_BASE_MS,
      MAIL_JOBS_RETRY_MAX_MS,
      MAIL_JOBS_LEASE_MS,
    } = fastify.config;
    const service = createOutboxService({
      repository: createOutboxRepository(fastify.db),
      mailer: fastify.mailer,
      log: fastify.log,
      retryBaseMs: MAIL_JOBS_RETRY_BASE_MS,
      retryMaxMs: MAIL_JOBS_RETRY_MAX_MS,
      leaseMs: MAIL_JOBS_LEASE_MS,
    });
    const worker = createOutboxWorker(service.runDue, { pollMs: MAIL_JOBS_POLL_MS, log: fastify.log });

    fastify.decorate('outbox', {
      runDue: service.runDue,
      find: service.find,
      async enqueueMail(job: MailJob, tx?: Database) {
        const id = await service.enqueueMail(job, tx);
        // Outside a transaction the job is visible now; inside one, the next tick finds it.
        if (!tx) worker.nudge();
        return id;
      },
      nudge: () => worker.nudge(),
    });

    if (MAIL_JOBS_WORKER) fastify.addHook('onReady', async () => worker.start());
    // Before the mailer and the database close (onClose), so a send in progress finishes.
    fastify.addHook('preClose', async () => worker.stop());
  },
  { name: 'outbox', dependencies: ['db', 'mailer'] },
);
