import type { PaymentProvider } from '@stayvn/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { paymentEvents } from '../db/schema/index.js';

/** The providers' notifications, each recorded once with what came of it. */
export function createPaymentEventQueries(db: Database) {
  return {
    /**
     * Records a provider's event; false when it was recorded before (a duplicate). Concurrent
     * deliveries of one event wait on its primary key, and all but the first find it there.
     */
    async recordEvent(
      event: { provider: PaymentProvider; eventId: string; type: string; paymentId?: string | null },
      tx: Database,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ ...event, paymentId: event.paymentId ?? null })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    async setEventOutcome(
      provider: PaymentProvider,
      eventId: string,
      outcome: string,
      paymentId: string | null,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(paymentEvents)
        .set({ outcome, paymentId })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },

    async listEvents(paymentId: string, tx: Database = db) {
      return tx
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.receivedAt));
    },
  };
}
