import {
  authErrorCodes,
  type Language,
  type LoginInput,
  type ProfileInput,
  type SignUpInput,
  type User,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import { AppError } from '../errors/app-error.js';
import type { MailJob } from '../outbox/outbox-service.js';
import type { AccountsRepository, UserPatch } from './accounts-repository.js';
import { normalizeEmail } from './emails.js';
import { passwordChanges } from './password-changes.js';
import { hashAccountPassword, spendPasswordCheck, verifyPassword } from './passwords.js';
import { hashSecret } from './secrets.js';
import { createSessions, userView, type AccessTokenSigner, type IssuedSession } from './sessions.js';
import { socialLogin } from './social-login.js';
import { linkExpired, usableKey, verificationKeyMailer } from './verification-key-mail.js';

export interface AccountsServiceOptions {
  db: Database;
  repository: AccountsRepository;
  /** The mail outbox: a key and its mail are stored in one transaction and sent by the worker. */
  outbox: { enqueueMail(job: MailJob, tx?: Database): Promise<string>; nudge(): void };
  signAccessToken: AccessTokenSigner;
  webUrl: string;
  /** Base of the avatar URLs, e.g. https://api.stayvn.example */
  publicUrl: string;
  log: FastifyBaseLogger;
}

// Optional profile texts: an empty string clears the value.
const orNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * Accounts: sign-up by a mailed link, log-in, the profile and avatar here; sessions
 * (sessions.ts), password reset and change (password-changes.ts) and social log-in
 * (social-login.ts) in their modules, composed into one service.
 */
export function createAccountsService(options: AccountsServiceOptions) {
  const { db, repository, outbox, webUrl, publicUrl } = options;
  const sessions = createSessions(options);
  const { startSession } = sessions;
  const toUser = (row: Parameters<typeof userView>[0]) => userView(row, publicUrl);
  const mailKey = verificationKeyMailer({ db, repository, outbox });

  return {
    toUser,
    refresh: sessions.refresh,
    logout: sessions.logout,
    authenticate: sessions.authenticate,
    ...passwordChanges({ db, repository, sessions, mailKey, webUrl }),
    ...socialLogin({ ...options, sessions }),

    /** Sign-up step 1: 1 when the address already has an account, else 0 and a link is mailed. */
    async requestSignUp(input: { email: string; language: Language }): Promise<{ result: 0 | 1 }> {
      const email = normalizeEmail(input.email);
      if (await repository.findUserByEmail(email)) return { result: 1 };
      await mailKey('sign_up', { to: email, language: input.language, userId: null }, (key) => {
        const link = new URL(`${webUrl}/${input.language}/sign-up`);
        link.searchParams.set('verify-key', key);
        link.searchParams.set('email', email);
        return { kind: 'sign-up', link: link.toString() };
      });
      return { result: 0 };
    },

    async verifySignUpKey(key: string): Promise<{ email: string }> {
      const row = await usableKey(repository, key, 'sign_up');
      return { email: row.email };
    },

    /** Sign-up step 2: uses the key once, creates the account and logs it in. */
    async completeSignUp(input: SignUpInput & { rememberMe: boolean }): Promise<IssuedSession> {
      const passwordHashes = await hashAccountPassword(input.password);
      return db.transaction(async (tx) => {
        const now = new Date();
        const key = await repository.consumeKey(hashSecret(input.verifyKey), 'sign_up', now, tx);
        if (!key) throw linkExpired();
        // The address may have found an account since the mail was sent (another link, a social login).
        const user = await repository.insertUser(
          {
            email: key.email,
            ...passwordHashes,
            fullName: input.fullName,
            phoneNumber: orNull(input.phoneNumber) ?? null,
            companyName: orNull(input.companyName) ?? null,
          },
          tx,
        );
        if (!user) throw linkExpired();
        await repository.consumeKeysOf(key.email, 'sign_up', now, tx);
        return startSession(user, input.rememberMe, tx);
      });
    },

    async login(input: LoginInput): Promise<IssuedSession> {
      const user = await repository.findUserByEmail(normalizeEmail(input.email));
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : (await spendPasswordCheck(input.password), false);
      if (!user || !valid) {
        throw new AppError(400, authErrorCodes.invalidCredentials, 'The e-mail or password is not correct');
      }
      return startSession(user, input.rememberMe);
    },

    /** Fields left out keep their value; an empty optional text clears it. */
    async updateProfile(userId: string, input: ProfileInput): Promise<User> {
      const patch: UserPatch = {
        fullName: input.fullName,
        gender: input.gender,
        nationality: orNull(input.nationality),
        phoneNumber: orNull(input.phoneNumber),
        companyName: orNull(input.companyName),
        address: orNull(input.address),
      };
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const row = await repository.updateUser(userId, defined, new Date());
      if (!row) throw new AppError(401, 'unauthorized', 'The account no longer exists');
      return toUser(row);
    },

    /** Records the new avatar file; returns the user and the file it replaced. */
    async setAvatar(userId: string, file: string): Promise<{ user: User; previous: string | null }> {
      return db.transaction(async (tx) => {
        const before = await repository.findUserById(userId, tx);
        if (!before) throw new AppError(401, 'unauthorized', 'The account no longer exists');
        const row = await repository.updateUser(userId, { avatarFile: file }, new Date(), tx);
        return { user: toUser(row!), previous: before.avatarFile };
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
