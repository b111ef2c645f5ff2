import {
  staffErrorCodes,
  staffSessionLifetimeSeconds,
  type StaffLoginInput,
  type StaffLoginResult,
  type StaffMember,
  type StaffSession,
  type StaffSetPasswordInput,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../accounts/emails.js';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../accounts/passwords.js';
import { hashSecret, randomSecret } from '../accounts/secrets.js';
import type { Database } from '../db/connect.js';
import type { StaffMemberRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { actorOf, snapshot, toMember } from './staff-member-view.js';
import { createStaffMembers, type StaffMembersOptions } from './staff-members.js';
import type { StaffAccessClaims, StaffTokens } from './staff-tokens.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

export interface StaffServiceOptions extends StaffMembersOptions {
  tokens: StaffTokens;
  log: FastifyBaseLogger;
}

/** A session as the route answers it, with the refresh token for the cookie. */
export interface IssuedStaffSession {
  session: StaffSession;
  refreshToken: string;
}

const invalidCredentials = () =>
  new AppError(400, staffErrorCodes.invalidCredentials, 'The e-mail or password is not correct');
const codeInvalid = (field: 'code' | 'recoveryCode') =>
  new AppError(400, staffErrorCodes.codeInvalid, 'The code is not correct or was used already', [
    { field, code: staffErrorCodes.codeInvalid, message: staffErrorCodes.codeInvalid },
  ]);
const disabled = () => new AppError(403, staffErrorCodes.disabled, 'This staff account is disabled');
const linkExpired = () =>
  new AppError(400, staffErrorCodes.linkExpired, 'The link has expired or has already been used');
const enrolmentInvalid = () =>
  new AppError(401, staffErrorCodes.enrolmentInvalid, 'The enrolment has expired, please log in again');
const sessionEnded = () =>
  new AppError(400, staffErrorCodes.sessionEnded, 'The session has ended, please log in again');

export function createStaffService(options: StaffServiceOptions) {
  const { db, repository, audit, tokens, log } = options;

  async function startSession(member: StaffMemberRow, tx: Database): Promise<IssuedStaffSession> {
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
    return { session: issue(updated, session), refreshToken };
  }

  function issue(member: StaffMemberRow, session: { id: string; expiresAt: Date }): StaffSession {
    const { token, expiresAt } = tokens.access({ sub: member.id, sid: session.id });
    return {
      accessToken: token,
      accessTokenExpiresAt: expiresAt,
      sessionExpiresAt: Math.floor(session.expiresAt.getTime() / 1000),
      staff: toMember(member),
    };
  }

  async function enrollingMember(enrolmentToken: string): Promise<StaffMemberRow> {
    const staffId = tokens.verifyEnrolment(enrolmentToken);
    const member = staffId ? await repository.findById(staffId) : undefined;
    if (!member || !member.passwordHash) throw enrolmentInvalid();
    if (member.disabledAt) throw disabled();
    if (member.totpEnabledAt)
      throw new AppError(409, staffErrorCodes.alreadyEnrolled, 'The second factor is set up already');
    return member;
  }

  return {
    toMember,

    /**
     * The first admin, from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD, when there is no staff
     * account at all (the first start). The admin enrols a second factor at the first log-in.
     */
    async ensureFirstAdmin(input: { email: string; password: string }): Promise<boolean> {
      if ((await repository.countMembers()) > 0) return false;
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if ((await repository.countMembers(tx)) > 0) return false;
        const row = await repository.insert(
          { email: normalizeEmail(input.email), fullName: 'Administrator', role: 'admin', passwordHash },
          tx,
        );
        if (!row) return false;
        await audit.record(
          { type: 'command' },
          { action: 'staff.first_admin', entityType: 'staff_member', entityId: row.id, after: snapshot(row) },
          tx,
        );
        log.info({ email: row.email }, 'staff: the first admin was created from the environment');
        return true;
      });
    },

    /**
     * The command's way in (`npm run staff:create-admin`): makes the address an admin with this
     * password, enabled, whose second factor is to be enrolled again at the next log-in (the way
     * back for an admin who lost the phone). Every session of the account ends.
     */
    async createAdmin(input: { email: string; password: string; fullName?: string }): Promise<StaffMember> {
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const before = await repository.findByEmail(email, tx);
        const reset = {
          role: 'admin' as const,
          passwordHash,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          disabledAt: null,
        };
        const row = before
          ? await repository.update(
              before.id,
              { ...reset, ...(input.fullName ? { fullName: input.fullName } : {}) },
              tx,
            )
          : await repository.insert({ email, fullName: input.fullName ?? 'Administrator', ...reset }, tx);
        if (!row) throw new AppError(409, staffErrorCodes.emailTaken, 'The address was taken meanwhile');
        if (before) {
          await repository.replaceRecoveryCodes(row.id, [], tx);
          await repository.revokeSessionsOf(row.id, new Date(), tx);
        }
        await audit.record(
          { type: 'command' },
          {
            action: before ? 'staff.admin_reset' : 'staff.admin_created',
            entityType: 'staff_member',
            entityId: row.id,
            before: snapshot(before),
            after: snapshot(row),
          },
          tx,
        );
        return toMember(row);
      });
    },

    /**
     * Password first; then a TOTP code or a recovery code once a second factor is enrolled,
     * or an enrolment token when none is yet. A disabled account is refused (403) only after
     * its password was right, so the answer tells a guesser nothing.
     */
    async login(input: StaffLoginInput): Promise<StaffLoginResult | IssuedStaffSession> {
      const member = await repository.findByEmail(normalizeEmail(input.email));
      const valid = member?.passwordHash
        ? await verifyPassword(member.passwordHash, input.password)
        : (await spendPasswordCheck(input.password), false);
      if (!member || !valid) throw invalidCredentials();
      if (member.disabledAt) throw disabled();
      if (!member.totpEnabledAt || !member.totpSecret)
        return { step: 'enrolment_required', enrolmentToken: tokens.enrolment(member.id) };

      if (input.code) {
        const step = await verifyTotp(member.totpSecret, input.code, member.totpLastStep);
        if (step === undefined) throw codeInvalid('code');
        return db.transaction(async (tx) => {
          if (!(await repository.useTotpStep(member.id, step, tx))) throw codeInvalid('code');
          await audit.record(
            actorOf(member),
            { action: 'staff.login', entityType: 'staff_member', entityId: member.id },
            tx,
          );
          return startSession(member, tx);
        });
      }
      if (input.recoveryCode) {
        const recoveryCode = input.recoveryCode;
        return db.transaction(async (tx) => {
          if (!(await repository.useRecoveryCode(member.id, hashRecoveryCode(recoveryCode), tx)))
            throw codeInvalid('recoveryCode');
          await audit.record(
            actorOf(member),
            { action: 'staff.login_recovery_code', entityType: 'staff_member', entityId: member.id },
            tx,
          );
          return startSession(member, tx);
        });
      }
      return { step: 'code_required' };
    },

    /** Rotates the refresh token; the session still ends 8 hours after the log-in. */
    async refresh(refreshToken: string | undefined): Promise<IssuedStaffSession> {
      if (!refreshToken) throw sessionEnded();
      const next = randomSecret();
      const now = new Date();
      const session = await repository.rotateRefreshToken(hashSecret(refreshToken), hashSecret(next), now);
      if (!session) throw sessionEnded();
      const found = await repository.findActiveSessionMember(session.id, session.staffId, now);
      if (!found) throw sessionEnded();
      return { session: issue(found.member, session), refreshToken: next };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await repository.revokeByRefreshToken(hashSecret(refreshToken), new Date());
    },

    /** The member behind an access token's claims, while its session is open and it is enabled. */
    async authenticate(claims: StaffAccessClaims): Promise<StaffMemberRow | undefined> {
      return (await repository.findActiveSessionMember(claims.sid, claims.sub, new Date()))?.member;
    },

    /** An invitation's link: sets the password once and answers the token to enrol a second factor. */
    async setPassword(input: StaffSetPasswordInput): Promise<{ enrolmentToken: string }> {
      const passwordHash = await hashPassword(input.password);
      const staffId = await db.transaction(async (tx) => {
        const now = new Date();
        const invite = await repository.consumeInvite(hashSecret(input.key), now, tx);
        if (!invite) throw linkExpired();
        const before = await repository.findById(invite.staffId, tx);
        if (!before || before.disabledAt) throw linkExpired();
        await repository.consumeInvitesOf(before.id, now, tx);
        const after = await repository.update(
          before.id,
          { passwordHash, totpSecret: null, totpEnabledAt: null, totpLastStep: null },
          tx,
        );
        await repository.replaceRecoveryCodes(before.id, [], tx);
        await repository.revokeSessionsOf(before.id, now, tx);
        await audit.record(
          actorOf(before),
          {
            action: 'staff.password_set',
            entityType: 'staff_member',
            entityId: before.id,
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return before.id;
      });
      return { enrolmentToken: tokens.enrolment(staffId) };
    },

    /** A new TOTP secret for the member of the enrolment token (replacing an unconfirmed one). */
    async startEnrolment(enrolmentToken: string): Promise<{ secret: string; otpauthUri: string }> {
      const member = await enrollingMember(enrolmentToken);
      const secret = newTotpSecret();
      await repository.update(member.id, { totpSecret: secret, totpLastStep: null });
      return { secret, otpauthUri: totpUri(secret, member.email) };
    },

    /**
     * A code from the app proves the secret is in it: the second factor counts from now, the
     * ten recovery codes are answered once (only their hashes are kept), and a session starts.
     */
    async confirmEnrolment(
      enrolmentToken: string,
      code: string,
    ): Promise<IssuedStaffSession & { recoveryCodes: string[] }> {
      const member = await enrollingMember(enrolmentToken);
      if (!member.totpSecret) throw codeInvalid('code');
      const step = await verifyTotp(member.totpSecret, code, member.totpLastStep);
      if (step === undefined) throw codeInvalid('code');
      const recoveryCodes = newRecoveryCodes();
      return db.transaction(async (tx) => {
        if (!(await repository.useTotpStep(member.id, step, tx))) throw codeInvalid('code');
        const after = await repository.update(member.id, { totpEnabledAt: new Date() }, tx);
        await repository.replaceRecoveryCodes(member.id, recoveryCodes.map(hashRecoveryCode), tx);
        await audit.record(
          actorOf(member),
          {
            action: 'staff.totp_enrolled',
            entityType: 'staff_member',
            entityId: member.id,
            before: snapshot(member),
            after: snapshot(after),
          },
          tx,
        );
        return { ...(await startSession(after!, tx)), recoveryCodes };
      });
    },

    ...createStaffMembers(options),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
