import {
  authErrorCodes,
  type Language,
  type LoginInput,
  type OAuthProvider,
  type ProfileInput,
  type ResetPasswordInput,
  type Session,
  type SignUpInput,
  type User,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { UserRow, VerificationPurpose } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { MailJob } from '../outbox/outbox-service.js';
import { verificationKeyMailer } from './verification-key-mail.js';
import type { AccountsRepository, UserPatch } from './accounts-repository.js';
import { hashAccountPassword, isTooSimilar, spendPasswordCheck, verifyPassword } from './passwords.js';
import { hashSecret, randomSecret } from './secrets.js';

const day = 24 * 60 * 60 * 1000;
/** A remembered browser keeps its session 30 days after its last refresh (the cookie's Max-Age). */
export const rememberedRefreshLifetimeMs = 30 * day;
/**
 * A session the browser forgets when it closes. The server cannot see a browser close, so an
 * unused refresh token of such a session also ends after 12 hours.
 */
export const browserSessionRefreshLifetimeMs = 12 * 60 * 60 * 1000;
/** No refresh extends a session beyond this, remembered or not. */
export const sessionMaxLifetimeMs = 90 * day;

export interface AccessTokenSigner {
  (claims: { sub: string; sid: string }): { token: string; expiresAt: number };
}

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

/** A session as the route answers it, with the refresh token for the cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
  /** The cookie's Max-Age in seconds, or undefined for a browser-session cookie. */
  cookieMaxAge: number | undefined;
}

/** A verified identity from an OAuth provider's user-info endpoint. */
export interface SocialProfile {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const linkExpired = () =>
  new AppError(400, authErrorCodes.linkExpired, 'The link has expired or has already been used');
const invalidRefreshToken = () =>
  new AppError(400, authErrorCodes.invalidRefreshToken, 'The session has ended, please log in again');

// Optional profile texts: an empty string clears the value.
const orNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

export function createAccountsService(options: AccountsServiceOptions) {
  const { db, repository, outbox, signAccessToken, webUrl, publicUrl, log } = options;

  function toUser(row: UserRow): User {
    return {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      phoneNumber: row.phoneNumber,
      companyName: row.companyName,
      gender: row.gender,
      nationality: row.nationality,
      address: row.address,
      avatarUrl: row.avatarFile ? `${publicUrl}/v1/avatars/${row.avatarFile}` : null,
    };
  }

  function refreshLifetimeMs(rememberMe: boolean) {
    return rememberMe ? rememberedRefreshLifetimeMs : browserSessionRefreshLifetimeMs;
  }

  function issue(user: UserRow, sessionId: string, rememberMe: boolean, refreshToken: string): IssuedSession {
    const { token, expiresAt } = signAccessToken({ sub: user.id, sid: sessionId });
    return {
      session: { accessToken: token, accessTokenExpiresAt: expiresAt, rememberMe, user: toUser(user) },
      refreshToken,
      cookieMaxAge: rememberMe ? Math.floor(rememberedRefreshLifetimeMs / 1000) : undefined,
    };
  }

  async function startSession(user: UserRow, rememberMe: boolean, tx: Database = db): Promise<IssuedSession> {
    const now = new Date();
    const session = await repository.insertSession(
      { userId: user.id, rememberMe, expiresAt: new Date(now.getTime() + sessionMaxLifetimeMs) },
      tx,
    );
    const refreshToken = randomSecret();
    await repository.insertRefreshToken(
      {
        tokenHash: hashSecret(refreshToken),
        sessionId: session.id,
        expiresAt: new Date(
          Math.min(now.getTime() + refreshLifetimeMs(rememberMe), session.expiresAt.getTime()),
        ),
      },
      tx,
    );
    return issue(user, session.id, rememberMe, refreshToken);
  }

  const mailKey = verificationKeyMailer({ db, repository, outbox });

  async function usableKey(key: string, purpose: VerificationPurpose) {
    const row = await repository.findUsableKey(hashSecret(key), purpose, new Date());
    if (!row) throw linkExpired();
    return row;
  }

  return {
    toUser,

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
      const row = await usableKey(key, 'sign_up');
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

    /**
     * Rotates a refresh token. A token that was rotated already is a copy in someone else's
     * hands (or a replay): the whole session, with every token issued from it, is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw invalidRefreshToken();
      const tokenHash = hashSecret(refreshToken);
      const now = new Date();
      const found = await repository.findRefreshToken(tokenHash);
      if (!found) throw invalidRefreshToken();
      const { token, session } = found;
      if (token.rotatedAt) {
        await repository.revokeSession(session.id, 'refresh_token_reuse', now);
        log.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reused: session revoked');
        throw invalidRefreshToken();
      }
      if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now)
        throw invalidRefreshToken();

      const outcome = await db.transaction(async (tx) => {
        // Two requests with one token: the second finds it rotated and is treated as reuse.
        if (!(await repository.markRotated(tokenHash, now, tx))) return 'reused' as const;
        const user = await repository.findUserById(session.userId, tx);
        if (!user) return 'gone' as const;
        const next = randomSecret();
        await repository.insertRefreshToken(
          {
            tokenHash: hashSecret(next),
            sessionId: session.id,
            expiresAt: new Date(
              Math.min(now.getTime() + refreshLifetimeMs(session.rememberMe), session.expiresAt.getTime()),
            ),
          },
          tx,
        );
        return issue(user, session.id, session.rememberMe, next);
      });
      if (outcome === 'reused') {
        await repository.revokeSession(session.id, 'refresh_token_reuse', now);
        throw invalidRefreshToken();
      }
      if (outcome === 'gone') throw invalidRefreshToken();
      return outcome;
    },

    /** Ends the session of the refresh token, if it names one; logging out twice is fine. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const found = await repository.findRefreshToken(hashSecret(refreshToken));
      if (found) await repository.revokeSession(found.session.id, 'logout', new Date());
    },

    /** The user of a valid access token's claims, when its session is still open. */
    authenticate(claims: { sub: string; sid: string }): Promise<UserRow | undefined> {
      return repository.findSessionUser(claims.sid, claims.sub);
    },

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
      const row = await usableKey(key, 'password_reset');
      return { email: row.email };
    },

    /**
     * Sets a new password with a reset key and logs in (rememberMe false, as the spec says).
     * The key is used only when the password is accepted, so a refused one can be retried.
     * Every other session of the account ends.
     */
    async resetPassword(input: ResetPasswordInput): Promise<IssuedSession> {
      const keyHash = hashSecret(input.verifyKey);
      const key = await usableKey(input.verifyKey, 'password_reset');
      const user = key.userId ? await repository.findUserById(key.userId) : undefined;
      if (!user) throw linkExpired();
      if (
        user.passwordHash &&
        (await isTooSimilar(
          { passwordHash: user.passwordHash, passwordFoldHash: user.passwordFoldHash },
          input.password,
        ))
      ) {
        throw new AppError(
          400,
          authErrorCodes.passwordSimilar,
          'The new password is too similar to the old one',
          [
            {
              field: 'password',
              code: authErrorCodes.passwordSimilar,
              message: authErrorCodes.passwordSimilar,
            },
          ],
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
        throw new AppError(
          400,
          authErrorCodes.currentPasswordIncorrect,
          'The current password is not correct',
          [
            {
              field: 'currentPassword',
              code: authErrorCodes.currentPasswordIncorrect,
              message: authErrorCodes.currentPasswordIncorrect,
            },
          ],
        );
      }
      const passwordHashes = await hashAccountPassword(input.password);
      await db.transaction(async (tx) => {
        const now = new Date();
        await repository.updateUser(user.id, passwordHashes, now, tx);
        await repository.revokeSessionsOf(user.id, 'password_changed', now, sessionId, tx);
      });
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

export type AccountsService = ReturnType<typeof createAccountsService>;
