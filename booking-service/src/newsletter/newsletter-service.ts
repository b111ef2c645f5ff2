import type { Language, NewsletterSubscriptionInput, NewsletterSubscriptionResult } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../accounts/accounts-service.js';
import type { Mailer } from '../mail/mailer.js';
import type { NewsletterRepository } from './newsletter-repository.js';

export interface NewsletterServiceDeps {
  repository: NewsletterRepository;
  mailer: Mailer;
  webUrl: string;
  log: FastifyBaseLogger;
}

export function createNewsletterService({ repository, mailer, webUrl, log }: NewsletterServiceDeps) {
  return {
    /**
     * Subscribes an address once (case and surrounding spaces ignored) and welcomes it in its
     * language. An address already subscribed is not an error and gets no second mail. The
     * subscription stands even when the welcome mail cannot be sent: it is a courtesy.
     */
    async subscribe({ email, language }: NewsletterSubscriptionInput): Promise<NewsletterSubscriptionResult> {
      const address = normalizeEmail(email);
      const row = await repository.insertIfNew(address, language);
      if (!row) return { created: false };
      await sendWelcome(address, language);
      return { created: true };
    },
  };

  async function sendWelcome(address: string, language: Language): Promise<void> {
    try {
      await mailer.send(address, language, { kind: 'newsletter-welcome', link: `${webUrl}/${language}` });
    } catch (error) {
      log.error({ err: error }, 'newsletter: the welcome mail could not be sent');
    }
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
