import { authErrorCodes, type Language, type ResetPasswordInput } from '@stayvn/shared';
import type { Database } from '../db/connect.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { AccountsRepository } from './accounts-repository.js';
import { normalizeEmail } from './emails.js';
import { hashAccountPassword, isTooSimilar, verifyPassword } from './passwords.js';
import { hashSecret } from './secrets.js';
import type { IssuedSession, Sessions } from './sessions.js';
import { linkExpired, usableKey, type verificationKeyMailer } from './verification-key-mail.js';

/** A refused password, as a field error of `field`. */
function passwordError(code: string, field: string, message: string): AppError {
  return new AppError(400, code, message, [{ field, code, message: code }]);
}

export interface PasswordChangesOptions {
  db: Database;
  repository: AccountsRepository;
  sessions: Pick<Sessions, 'startSession'>;
  mailKey: ReturnType<typeof verificationKeyMailer>;
  webUrl: string;
}

/** A forgotten password reset by a mailed link, and a known one changed. */
export function passwordChanges({ db, repository, sessions, mailKey, webUrl }: PasswordChangesOptions) {
  const { startSession } = sessions;
  return {
    async requestPasswordReset(input: { email: string; language: Language }): Promise<{ result: 1 }> {
      const user = await repository.findUserByEmail(normalizeEmail(input.email));
      if (!user) throw new AppError(400, authErrorCodes.emailNotFound, 'No account uses this e-mail address');
      await mailKey(
        'password_reset',
        { to: user.email, language: input.language, userId: user.id },
        (key) => {
          const link = new URL(`${webUrl}/${input.language}/reset-password`);
          link.searchParams.set('verify-key', key);
          return { kind: 'password-reset', link: link.toString(), fullName: user.fullName };
        },
      );
      return { result: 1 };
    },

    async verifyResetKey(key: string): Promise<{ email: string }> {
      const row = await usableKey(repository, key, 'password_reset');
      return { email: row.email };
    },

    /**
     * Sets a new password with a reset key and logs in (rememberMe false, as the spec says).
     * The key is used only when the password is accepted, so a refused one can be retried.
     * Every other session of the account ends.
     */
    async resetPassword(input: ResetPasswordInput): Promise<IssuedSession> {
      const keyHash = hashSecret(input.verifyKey);
      const key = await usableKey(repository, input.verifyKey, 'password_reset');
      const user = key.userId ? await repository.findUserById(key.userId) : undefined;
      if (!user) throw linkExpired();
      if (
        user.passwordHash &&
        (await isTooSimilar(
          { passwordHash: user.passwordHash, passwordFoldHash: user.passwordFoldHash },
          input.password,
        ))
      ) {
        throw passwordError(
          authErrorCodes.passwordSimilar,
          'password',
          'The new password is too similar to the old one',
        );
      }
      const passwordHashes = await hashAccountPassword(input.password);
      return db.transaction(async (tx) => {
        const now = new Date();
        if (!(await repository.consumeKey(keyHash, 'password_reset', now, tx))) throw linkExpired();
        await repository.consumeKeysOf(user.email, 'password_reset', now, tx);
        const updated = await repository.updateUser(user.id, passwordHashes, now, tx);
        await repository.revokeSessionsOf(user.id, 'password_reset', now, undefined, tx);
        return startSession(updated!, false, tx);
      });
    },

    /** Needs the current password; ends every session of the account but this one. */
    async changePassword(
      user: UserRow,
      sessionId: string,
      input: { currentPassword: string; password: string },
    ): Promise<void> {
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw passwordError(
          authErrorCodes.currentPasswordIncorrect,
          'currentPassword',
          'The current password is not correct',
        );
      }
      const passwordHashes = await hashAccountPassword(input.password);
      await db.transaction(async (tx) => {
        const now = new Date();
        await repository.updateUser(user.id, passwordHashes, now, tx);
        await repository.revokeSessionsOf(user.id, 'password_changed', now, sessionId, tx);
      });
    },
  };
}
