import { staffErrorCodes, type StaffMember } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../accounts/emails.js';
import { hashPassword } from '../accounts/passwords.js';
import { AppError } from '../errors/app-error.js';
import { snapshot, toMember } from './staff-member-view.js';
import type { StaffMembersOptions } from './staff-members.js';

export interface StaffAdminsOptions extends Pick<StaffMembersOptions, 'db' | 'repository' | 'audit'> {
  log: FastifyBaseLogger;
}

/** The admins made outside the console: from the environment at the first start, or by a command. */
export function createStaffAdmins({ db, repository, audit, log }: StaffAdminsOptions) {
  return {
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
  };
}
