import type { Language } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { newsletterSubscriptions, type NewsletterSubscriptionRow } from '../db/schema/index.js';

/** Drizzle queries over `newsletter_subscriptions` only. */
export function createNewsletterRepository(db: Database) {
  return {
    /**
     * Inserts the subscription unless the address is already there; returns the new row, or
     * undefined for an address already subscribed (the unique index decides, so two requests
     * at once cannot both create it).
     */
    async insertIfNew(
      email: string,
      language: Language,
      tx: Database = db,
    ): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, language })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning();
      return row;
    },

    async find(email: string, tx: Database = db): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
