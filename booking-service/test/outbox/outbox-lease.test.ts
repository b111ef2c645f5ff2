import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { createOutboxRepository } from '../../src/outbox/outbox-repository.js';
import { createOutboxService } from '../../src/outbox/outbox-service.js';
import { build } from '../helpers/build.js';

/*
 * Issue 29: a mail claimed by an instance that died waited out a 120-second lease. The lease is
 * now short (30 s by default) and renewed every third of it while the mail is being sent, so a
 * slow send keeps its job and a dead worker's job is free again within one lease.
 */
const app = await build({ MAIL_JOBS_WORKER: 'false' });
const repository = createOutboxRepository(app.db);
const link = 'https://stayvn.test/en';

function recordingMailer(sendMs = 0): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(to) {
      await new Promise((resolve) => setTimeout(resolve, sendMs));
      sent.push(to);
    },
    close() {},
  };
}

function worker(mailer: Mailer, leaseMs: number) {
  return createOutboxService({
    repository,
    mailer,
    log: app.log,
    retryBaseMs: 100,
    retryMaxMs: 400,
    leaseMs,
  });
}

const enqueue = (to: string) =>
  worker(recordingMailer(), 1000).enqueueMail({
    to,
    language: 'en',
    template: { kind: 'newsletter-welcome', link },
  });

describe('the mail outbox lease', () => {
  it('is 30 seconds unless set, so a dead worker holds a job at most that long', async () => {
    const { MAIL_JOBS_LEASE_MS } = parseEnv({});
    expect(MAIL_JOBS_LEASE_MS).toBe(30_000);
    const id = await enqueue('guest-default-lease@example.com');
    const before = Date.now();
    const [claimed] = await repository.claimDue(50, MAIL_JOBS_LEASE_MS);
    expect(claimed?.id).toBe(id);
    expect(claimed!.lockedUntil!.getTime() - before).toBeLessThanOrEqual(31_000);
  });

  it('frees a job claimed by a worker that died once its lease has run out', async () => {
    const to = 'guest-dead-worker@example.com';
    const id = await enqueue(to);
    // The "dead" worker claims the job and never sends it nor renews its lease.
    expect((await repository.claimDue(50, 1000)).map((job) => job.id)).toContain(id);
    const mailer = recordingMailer();
    const other = worker(mailer, 1000);
    expect(await other.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await other.runDue()).toBe(1);
    expect(mailer.sent).toEqual([to]);
    expect(await repository.find(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('is renewed while a slow mail is being sent, so no other worker sends it again', async () => {
    const to = 'guest-slow-send@example.com';
    const id = await enqueue(to);
    const slowMailer = recordingMailer(2500);
    const sending = worker(slowMailer, 1000).runDue();
    // Past the first lease: without renewal the job would be free for the other worker now.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const otherMailer = recordingMailer();
    expect(await worker(otherMailer, 1000).runDue()).toBe(0);
    expect(await sending).toBe(1);
    expect(slowMailer.sent).toEqual([to]);
    expect(otherMailer.sent).toEqual([]);
    expect(await repository.find(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
