import type { OAuthProvider } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { AccountsRepository } from './accounts-repository.js';
import { normalizeEmail } from './emails.js';
import type { IssuedSession, Sessions } from './sessions.js';

/** A verified identity from an OAuth provider's user-info endpoint. */
export interface SocialProfile {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface SocialLoginOptions {
  db: Database;
  repository: AccountsRepository;
  sessions: Pick<Sessions, 'startSession'>;
  log: FastifyBaseLogger;
}

export function socialLogin({ db, repository, sessions, log }: SocialLoginOptions) {
  const { startSession } = sessions;
  return {
    /**
     * Logs in with a provider's identity. An identity already linked logs in its account. Else
     * the account is found or made by e-mail, but only by an address the provider verified:
     * an unverified address could be anyone's, and linking by it would hand them the account.
     * Returns undefined when the identity cannot be used.
     */
    async socialLogin(profile: SocialProfile): Promise<IssuedSession | undefined> {
      const linked = await repository.findIdentityUser(profile.provider, profile.subject);
      if (linked) return startSession(linked, true);
      if (!profile.email || !profile.emailVerified) {
        log.info({ provider: profile.provider }, 'social login refused: no verified e-mail');
        return undefined;
      }
      const email = normalizeEmail(profile.email);
      return db.transaction(async (tx) => {
        const user =
          (await repository.findUserByEmail(email, tx)) ??
          (await repository.insertUser(
            {
              email,
              passwordHash: null,
              fullName: (profile.name?.trim() || email.split('@')[0]!).slice(0, 255),
            },
            tx,
          )) ??
          (await repository.findUserByEmail(email, tx));
        if (!user) return undefined;
        await repository.insertIdentity(
          { provider: profile.provider, subject: profile.subject, userId: user.id, email },
          tx,
        );
        return startSession(user, true, tx);
      });
    },
  };
}
