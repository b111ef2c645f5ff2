import type { StaffLoginInput, StaffLoginResult } from '@stayvn/shared';
import { normalizeEmail } from '../accounts/emails.js';
import { spendPasswordCheck, verifyPassword } from '../accounts/passwords.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { codeInvalid, disabled, invalidCredentials } from './staff-errors.js';
import { actorOf } from './staff-member-view.js';
import { startSession, type IssuedStaffSession, type SessionStepOptions } from './staff-sessions.js';
import { verifyTotp } from './totp.js';

/** A member's log-in: the password, then the second factor; a session at the end. */
export function createStaffLogin(options: SessionStepOptions) {
  const { db, repository, audit, tokens } = options;
  return {
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
          return startSession(options, member, tx);
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
          return startSession(options, member, tx);
        });
      }
      return { step: 'code_required' };
    },
  };
}
