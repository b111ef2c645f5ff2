import { staffErrorCodes, type StaffSetPasswordInput } from '@stayvn/shared';
import { hashPassword } from '../accounts/passwords.js';
import { hashSecret } from '../accounts/secrets.js';
import type { StaffMemberRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { codeInvalid, disabled, enrolmentInvalid, linkExpired } from './staff-errors.js';
import { actorOf, snapshot } from './staff-member-view.js';
import { startSession, type IssuedStaffSession, type SessionStepOptions } from './staff-sessions.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

/**
 * A new member's way in: the invitation's link sets the password, then a second factor is
 * enrolled (the TOTP secret, confirmed by a code, and the recovery codes).
 */
export function createStaffEnrolment(options: SessionStepOptions) {
  const { db, repository, audit, tokens } = options;

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
        return { ...(await startSession(options, after!, tx)), recoveryCodes };
      });
    },
  };
}
