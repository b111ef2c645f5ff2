import type { NewsletterSubscriptionInput, NewsletterSubscriptionResult } from '@stayvn/shared';
import { normalizeEmail } from '../accounts/emails.js';
import type { Database } from '../db/connect.js';
import type { MailJob } from '../outbox/outbox-service.js';
import type { NewsletterRepository } from './newsletter-repository.js';

export interface NewsletterServiceDeps {
  db: Database;
  repository: NewsletterRepository;
  outbox: { enqueueMail(job: MailJob, tx?: Database): Promise<string>; nudge(): void };
  webUrl: string;
}

export function createNewsletterService({ db, repository, outbox, webUrl }: NewsletterServiceDeps) {
  return {
    /**
     * Subscribes an address once (case and surrounding spaces ignored) and welcomes it in its
     * language. An address already subscribed is not an error and gets no second mail. The
     * welcome mail is stored with the subscription (the outbox) and sent by the worker, so an
     * SMTP outage neither fails the subscription nor loses the mail.
     */
    async subscribe({ email, language }: NewsletterSubscriptionInput): Promise<NewsletterSubscriptionResult> {
      const address = normalizeEmail(email);
      const created = await db.transaction(async (tx) => {
        const row = await repository.insertIfNew(address, language, tx);
        if (!row) return false;
        await outbox.enqueueMail(
          { to: address, language, template: { kind: 'newsletter-welcome', link: `${webUrl}/${language}` } },
          tx,
        );
        return true;
      });
      if (created) outbox.nudge();
      return { created };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
