import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { mailJobs, type MailJobRow } from '../db/schema/index.js';

export type NewMailJob = typeof mailJobs.$inferInsert;

/** Drizzle queries over `mail_jobs` only. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(job: NewMailJob, tx: Database = db): Promise<string> {
      const [row] = await tx.insert(mailJobs).values(job).returning({ id: mailJobs.id });
      return row!.id;
    },

    /**
     * Takes up to `limit` due jobs for this worker: pending, `run_at` passed, and no other
     * worker's lease alive. FOR UPDATE SKIP LOCKED lets instances claim side by side without
     * waiting on or taking each other's rows; the lease (`locked_until`) then keeps the job
     * this worker's while it sends, and frees it if the worker dies.
     */
    async claimDue(limit: number, leaseMs: number, tx: Database = db): Promise<MailJobRow[]> {
      const due = tx
        .select({ id: mailJobs.id })
        .from(mailJobs)
        .where(
          and(
            eq(mailJobs.status, 'pending'),
            lte(mailJobs.runAt, sql`now()`),
            or(isNull(mailJobs.lockedUntil), lt(mailJobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailJobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(mailJobs)
        .set({
          lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          attempts: sql`${mailJobs.attempts} + 1`,
        })
        .where(inArray(mailJobs.id, due))
        .returning();
    },

    /** Keeps this worker's claim on jobs it is still sending (see OutboxServiceDeps.leaseMs). */
    async renewLease(ids: string[], leaseMs: number, tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(mailJobs)
        .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(and(inArray(mailJobs.id, ids), eq(mailJobs.status, 'pending')));
    },

    async markSent(id: string, tx: Database = db): Promise<void> {
      await tx
        .update(mailJobs)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mailJobs.id, id));
    },

    /** A failed try: the job waits `delayMs` and is free for any worker then. */
    async reschedule(id: string, delayMs: number, error: string, tx: Database = db): Promise<void> {
      await tx
        .update(mailJobs)
        .set({
          runAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
          lockedUntil: null,
          lastError: error.slice(0, 1000),
        })
        .where(eq(mailJobs.id, id));
    },

    async find(id: string, tx: Database = db): Promise<MailJobRow | undefined> {
      const [row] = await tx.select().from(mailJobs).where(eq(mailJobs.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
