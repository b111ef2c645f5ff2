import { staffSessionLifetimeSeconds, type StaffSession } from '@stayvn/shared';
import { hashSecret, randomSecret } from '../accounts/secrets.js';
import type { Database } from '../db/connect.js';
import type { StaffMemberRow } from '../db/schema/index.js';
import { sessionEnded } from './staff-errors.js';
import { toMember } from './staff-member-view.js';
import type { StaffMembersOptions } from './staff-members.js';
import type { StaffRepository } from './staff-repository.js';
import type { StaffAccessClaims, StaffTokens } from './staff-tokens.js';

/** What opening and renewing staff sessions needs. */
export interface StaffSessionOptions {
  repository: StaffRepository;
  tokens: StaffTokens;
}

/** What the steps that end in a session (log-in, enrolment) need besides: the database, the audit. */
export type SessionStepOptions = StaffSessionOptions & Pick<StaffMembersOptions, 'db' | 'audit'>;

/** A session as the route answers it, with the refresh token for the cookie. */
export interface IssuedStaffSession {
  session: StaffSession;
  refreshToken: string;
}

function issue(
  tokens: StaffTokens,
  member: StaffMemberRow,
  session: { id: string; expiresAt: Date },
): StaffSession {
  const { token, expiresAt } = tokens.access({ sub: member.id, sid: session.id });
  return {
    accessToken: token,
    accessTokenExpiresAt: expiresAt,
    sessionExpiresAt: Math.floor(session.expiresAt.getTime() / 1000),
    staff: toMember(member),
  };
}

/** Opens a session for the member (a log-in, an enrolment), in `tx`. */
export async function startSession(
  { repository, tokens }: StaffSessionOptions,
  member: StaffMemberRow,
  tx: Database,
): Promise<IssuedStaffSession> {
  const refreshToken = randomSecret();
  const session = await repository.insertSession(
    {
      staffId: member.id,
      refreshTokenHash: hashSecret(refreshToken),
      expiresAt: new Date(Date.now() + staffSessionLifetimeSeconds * 1000),
    },
    tx,
  );
  const updated = (await repository.update(member.id, { lastLoginAt: new Date() }, tx)) ?? member;
  return { session: issue(tokens, updated, session), refreshToken };
}

/** An open session's renewal, its end, and the member behind a request's access token. */
export function createStaffSessions({ repository, tokens }: StaffSessionOptions) {
  return {
    /** Rotates the refresh token; the session still ends 8 hours after the log-in. */
    async refresh(refreshToken: string | undefined): Promise<IssuedStaffSession> {
      if (!refreshToken) throw sessionEnded();
      const next = randomSecret();
      const now = new Date();
      const session = await repository.rotateRefreshToken(hashSecret(refreshToken), hashSecret(next), now);
      if (!session) throw sessionEnded();
      const found = await repository.findActiveSessionMember(session.id, session.staffId, now);
      if (!found) throw sessionEnded();
      return { session: issue(tokens, found.member, session), refreshToken: next };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await repository.revokeByRefreshToken(hashSecret(refreshToken), new Date());
    },

    /** The member behind an access token's claims, while its session is open and it is enabled. */
    async authenticate(claims: StaffAccessClaims): Promise<StaffMemberRow | undefined> {
      return (await repository.findActiveSessionMember(claims.sid, claims.sub, new Date()))?.member;
    },
  };
}
