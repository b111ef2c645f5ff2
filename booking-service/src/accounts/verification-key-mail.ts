import { authErrorCodes, verificationKeyLifetimeSeconds, type Language } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { VerificationPurpose } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { MailJob } from '../outbox/outbox-service.js';
import type { AccountsRepository } from './accounts-repository.js';
import { hashSecret, randomSecret } from './secrets.js';

export interface VerificationKeyMailerDeps {
  db: Database;
  repository: Pick<AccountsRepository, 'insertVerificationKey'>;
  outbox: { enqueueMail(job: MailJob, tx?: Database): Promise<string>; nudge(): void };
}

/**
 * Creates a one-time key (sign-up, password reset) and the mail with its link in one
 * transaction, through the outbox: with SMTP down the request still succeeds and the worker
 * sends the mail once it is back; no key exists without its mail, nor a mail without its key.
 */
export function verificationKeyMailer({ db, repository, outbox }: VerificationKeyMailerDeps) {
  return async function mailKey(
    purpose: VerificationPurpose,
    mail: { to: string; language: Language; userId: string | null },
    template: (key: string) => MailJob['template'],
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const key = randomSecret();
      await repository.insertVerificationKey(
        {
          keyHash: hashSecret(key),
          purpose,
          email: mail.to,
          userId: mail.userId,
          language: mail.language,
          expiresAt: new Date(Date.now() + verificationKeyLifetimeSeconds * 1000),
        },
        tx,
      );
      await outbox.enqueueMail({ to: mail.to, language: mail.language, template: template(key) }, tx);
    });
    outbox.nudge();
  };
}

export const linkExpired = () =>
  new AppError(400, authErrorCodes.linkExpired, 'The link has expired or has already been used');

/** The stored key of a link still usable for `purpose`, or 400 `link_expired`. */
export async function usableKey(
  repository: Pick<AccountsRepository, 'findUsableKey'>,
  key: string,
  purpose: VerificationPurpose,
) {
  const row = await repository.findUsableKey(hashSecret(key), purpose, new Date());
  if (!row) throw linkExpired();
  return row;
}
