import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../src/db/schema/index.js';
import { retryDelay } from '../../src/outbox/outbox-service.js';
import { build } from '../helpers/build.js';
import { startSmtpPeer } from '../helpers/smtp-peer.js';
import { createTestDatabase } from '../helpers/test-database.js';

const smtp = await startSmtpPeer();
const fastRetries = {
  MAIL_JOBS_POLL_MS: '50',
  MAIL_JOBS_RETRY_BASE_MS: '100',
  MAIL_JOBS_RETRY_MAX_MS: '400',
};
const app = await build({ SMTP_URL: smtp.url, ...fastRetries });

// For the restart, a database that outlives one instance of the service: a folder for PGlite,
// or a scratch database on the DATABASE_URL server.
const scratch = await createTestDatabase();
const pgliteDir = await mkdtemp(path.join(tmpdir(), 'stayvn-outbox-'));
const databaseEnv = process.env.DATABASE_URL ? scratch.env : { PGLITE_DATA_DIR: pgliteDir };
afterAll(async () => {
  await smtp.close();
  await scratch.drop();
  await rm(pgliteDir, { recursive: true, force: true });
});

/** Waits until `check` holds (the worker runs on its own timer). */
async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const link = 'https://stayvn.test/vi';

describe('the mail outbox', () => {
  it('waits 2^(n-1) times the base after the n-th failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect(retryDelay(500, 100, 1000)).toBe(1000);
  });

  it('sends a job written in a transaction only once that transaction commits, with its attachment', async () => {
    const to = 'guest-commit@example.com';
    // Rolled back: no job, no mail.
    await app.db
      .transaction(async (tx) => {
        await app.outbox.enqueueMail(
          { to, language: 'vi', template: { kind: 'newsletter-welcome', link } },
          tx,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    const id = await app.db.transaction((tx) =>
      app.outbox.enqueueMail(
        {
          to,
          language: 'vi',
          template: { kind: 'newsletter-welcome', link },
          attachments: [
            {
              filename: 'stay.ics',
              contentType: 'text/calendar',
              content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
            },
          ],
        },
        tx,
      ),
    );
    const mail = await eventually(() => smtp.mails.find((received) => received.to.includes(to)));
    expect(mail.subject).toContain('bản tin');
    expect(mail.raw).toContain('stay.ics');
    expect(mail.raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'));
    const job = await eventually(async () => {
      const row = await app.outbox.find(id);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(job).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and sends it once it is back', async () => {
    const to = 'guest-outage@example.com';
    smtp.setDown(true);
    try {
      const id = await app.outbox.enqueueMail({
        to,
        language: 'jp',
        template: { kind: 'newsletter-welcome', link },
      });
      const failing = await eventually(async () => {
        const row = await app.outbox.find(id);
        return row && row.attempts >= 2 ? row : undefined;
      });
      expect(failing.status).toBe('pending');
      expect(failing.lastError).toMatch(/421|not available/i);
      expect(failing.runAt.getTime()).toBeGreaterThan(failing.createdAt.getTime());
    } finally {
      smtp.setDown(false);
    }
    const mail = await eventually(() => smtp.mails.find((received) => received.to.includes(to)));
    expect(mail.subject).toContain('ニュースレター');
    expect(smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it(
    'survives a restart: a mail that failed before the service stopped is sent by the next one',
    { timeout: 120_000 },
    async () => {
      const to = 'guest-restart@example.com';
      smtp.setDown(true);
      const first = await build({ ...databaseEnv, SMTP_URL: smtp.url, ...fastRetries });
      const id = await first.outbox.enqueueMail({
        to,
        language: 'en',
        template: { kind: 'newsletter-welcome', link },
      });
      await eventually(async () => ((await first.outbox.find(id))?.attempts ?? 0) >= 1 || undefined);
      await first.close();
      smtp.setDown(false);
      expect(smtp.mails.some((received) => received.to.includes(to))).toBe(false);

      const second = await build({ ...databaseEnv, SMTP_URL: smtp.url, ...fastRetries });
      try {
        await eventually(() => smtp.mails.find((received) => received.to.includes(to)));
        await eventually(async () => (await second.outbox.find(id))?.status === 'sent' || undefined);
      } finally {
        await second.close();
      }
    },
  );

  it('takes back a job whose worker died while sending, once its lease has run out', async () => {
    const to = 'guest-lease@example.com';
    // Another instance claimed it and has not finished: its lease is alive.
    const [job] = await app.db
      .insert(mailJobs)
      .values({
        recipient: to,
        language: 'en',
        template: { kind: 'newsletter-welcome', link },
        attempts: 1,
        lockedUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(await app.outbox.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.some((received) => received.to.includes(to))).toBe(false);
    // That instance died: the lease ran out, and this instance's worker takes the job.
    await app.db
      .update(mailJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.id, job!.id));
    await eventually(async () => (await app.outbox.find(job!.id))?.status === 'sent' || undefined);
    expect(await app.outbox.find(job!.id)).toMatchObject({ attempts: 2 });
    expect(smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('sends each job once when several workers run at the same time', async () => {
    const recipients = Array.from({ length: 25 }, (_, index) => `guest-race-${index}@example.com`);
    await app.db.transaction(async (tx) => {
      for (const to of recipients)
        await app.outbox.enqueueMail(
          { to, language: 'en', template: { kind: 'newsletter-welcome', link } },
          tx,
        );
    });
    // Three more runs beside the worker's own timer.
    await Promise.all([app.outbox.runDue(), app.outbox.runDue(), app.outbox.runDue()]);
    await eventually(
      () => recipients.every((to) => smtp.mails.some((received) => received.to.includes(to))) || undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const to of recipients)
      expect(smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });
});
