import { authErrorCodes, type Session, type User } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { AccountsRepository } from './accounts-repository.js';
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

/** A session as the route answers it, with the refresh token for the cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
  /** The cookie's Max-Age in seconds, or undefined for a browser-session cookie. */
  cookieMaxAge: number | undefined;
}

const invalidRefreshToken = () =>
  new AppError(400, authErrorCodes.invalidRefreshToken, 'The session has ended, please log in again');

/** A user as the API sends it, the avatar on this service's public address. */
export function userView(row: UserRow, publicUrl: string): User {
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

export interface SessionsOptions {
  db: Database;
  repository: AccountsRepository;
  signAccessToken: AccessTokenSigner;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface SessionParts {
  db: Database;
  repository: AccountsRepository;
  log: FastifyBaseLogger;
  issue(user: UserRow, sessionId: string, rememberMe: boolean, refreshToken: string): IssuedSession;
}

/** Stores a new refresh token of a session; it ends with its lifetime or the session's end. */
async function newRefreshToken(
  repository: AccountsRepository,
  session: { id: string; rememberMe: boolean; expiresAt: Date },
  now: Date,
  tx: Database,
): Promise<string> {
  const refreshToken = randomSecret();
  await repository.insertRefreshToken(
    {
      tokenHash: hashSecret(refreshToken),
      sessionId: session.id,
      expiresAt: new Date(
        Math.min(now.getTime() + refreshLifetimeMs(session.rememberMe), session.expiresAt.getTime()),
      ),
    },
    tx,
  );
  return refreshToken;
}

/**
 * Rotates a refresh token. A token that was rotated already is a copy in someone else's hands
 * (or a replay): the whole session, with every token issued from it, is revoked.
 */
async function rotate(
  { db, repository, log, issue }: SessionParts,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
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
  if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now) throw invalidRefreshToken();

  const outcome = await db.transaction(async (tx) => {
    // Two requests with one token: the second finds it rotated and is treated as reuse.
    if (!(await repository.markRotated(tokenHash, now, tx))) return 'reused' as const;
    const user = await repository.findUserById(session.userId, tx);
    if (!user) return 'gone' as const;
    const next = await newRefreshToken(repository, session, now, tx);
    return issue(user, session.id, session.rememberMe, next);
  });
  if (outcome === 'reused') {
    await repository.revokeSession(session.id, 'refresh_token_reuse', now);
    throw invalidRefreshToken();
  }
  if (outcome === 'gone') throw invalidRefreshToken();
  return outcome;
}

/** Sessions: an access token with a refresh token that rotates, and their end. */
export function createSessions({ db, repository, signAccessToken, publicUrl, log }: SessionsOptions) {
  function issue(user: UserRow, sessionId: string, rememberMe: boolean, refreshToken: string): IssuedSession {
    const { token, expiresAt } = signAccessToken({ sub: user.id, sid: sessionId });
    const session: Session = {
      accessToken: token,
      accessTokenExpiresAt: expiresAt,
      rememberMe,
      user: userView(user, publicUrl),
    };
    return {
      session,
      refreshToken,
      cookieMaxAge: rememberMe ? Math.floor(rememberedRefreshLifetimeMs / 1000) : undefined,
    };
  }

  return {
    /** Opens a session for `user` (in `tx` when the caller has one) and issues its first tokens. */
    async startSession(user: UserRow, rememberMe: boolean, tx: Database = db): Promise<IssuedSession> {
      const now = new Date();
      const session = await repository.insertSession(
        { userId: user.id, rememberMe, expiresAt: new Date(now.getTime() + sessionMaxLifetimeMs) },
        tx,
      );
      const refreshToken = await newRefreshToken(repository, session, now, tx);
      return issue(user, session.id, rememberMe, refreshToken);
    },

    /** Rotates a refresh token; a reused one revokes its session (see `rotate`). */
    refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      return rotate({ db, repository, log, issue }, refreshToken);
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
  };
}

export type Sessions = ReturnType<typeof createSessions>;
