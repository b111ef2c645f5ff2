import type { Language } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { MailJobAttachment, MailJobRow } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailTemplate } from '../mail/templates.js';
import type { OutboxRepository } from './outbox-repository.js';

/** A file to send with a mail, e.g. a booking's .ics. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface MailJob {
  to: string;
  language: Language;
  template: MailTemplate;
  attachments?: OutboxAttachment[];
}

export interface OutboxServiceDeps {
  repository: OutboxRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The wait after the first failure; it doubles with each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a claimed job stays this worker's before another may take it. The worker renews
   * the lease every third of it while it sends, so the lease can be short: a job claimed by an
   * instance that died is free again within one lease, not after a long fixed wait.
   */
  leaseMs: number;
  /** Jobs claimed at a time. */
  batchSize?: number;
}

/** The wait before the next try after `attempts` failed ones. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

function toStored(attachment: OutboxAttachment): MailJobAttachment {
  const bytes =
    typeof attachment.content === 'string' ? Buffer.from(attachment.content, 'utf8') : attachment.content;
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: bytes.toString('base64'),
  };
}

/**
 * The transactional mail outbox. `enqueueMail` writes a job in the caller's transaction, so the
 * mail exists exactly when the change that causes it does; `runDue` sends what is due through
 * the mailer (the worker calls it on a timer). A failed send is retried with backoff for as long
 * as it takes: a mail is never dropped.
 */
export function createOutboxService({
  repository,
  mailer,
  log,
  retryBaseMs,
  retryMaxMs,
  leaseMs,
  batchSize = 10,
}: OutboxServiceDeps) {
  async function send(job: MailJobRow): Promise<boolean> {
    try {
      await mailer.send(
        job.recipient,
        job.language,
        job.template,
        job.attachments.map((attachment) => ({
          ...attachment,
          content: Buffer.from(attachment.content, 'base64'),
        })),
      );
    } catch (error) {
      const delay = retryDelay(job.attempts, retryBaseMs, retryMaxMs);
      log.warn(
        { err: error, job: job.id, kind: job.template.kind, attempts: job.attempts, retryInMs: delay },
        'outbox: a mail could not be sent, it will be retried',
      );
      await repository.reschedule(job.id, delay, error instanceof Error ? error.message : String(error));
      return false;
    }
    await repository.markSent(job.id);
    return true;
  }

  return {
    /** Stores the mail to send; pass `tx` to tie it to the change that causes it. Returns its id. */
    async enqueueMail(job: MailJob, tx?: Database): Promise<string> {
      return repository.insert(
        {
          recipient: job.to,
          language: job.language,
          template: job.template,
          attachments: (job.attachments ?? []).map(toStored),
        },
        tx,
      );
    },

    /** Claims and sends the due jobs, batch after batch, until none is due; returns how many were sent. */
    async runDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const jobs = await repository.claimDue(batchSize, leaseMs);
        const open = new Set(jobs.map((job) => job.id));
        const renewal = setInterval(
          () => {
            repository.renewLease([...open], leaseMs).catch((error: unknown) => {
              log.warn({ err: error }, 'outbox: a lease could not be renewed');
            });
          },
          Math.max(1, Math.floor(leaseMs / 3)),
        );
        try {
          for (const job of jobs) {
            if (await send(job)) sent += 1;
            open.delete(job.id);
          }
        } finally {
          clearInterval(renewal);
        }
        if (jobs.length < batchSize) return sent;
      }
    },

    find: (id: string) => repository.find(id),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
