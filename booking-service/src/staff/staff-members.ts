import {
  staffErrorCodes,
  staffInviteLifetimeSeconds,
  type Language,
  type StaffInviteInput,
  type StaffMember,
} from '@stayvn/shared';
import { normalizeEmail } from '../accounts/emails.js';
import { hashSecret, randomSecret } from '../accounts/secrets.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import type { Database } from '../db/connect.js';
import type { StaffMemberRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { MailJob } from '../outbox/outbox-service.js';
import { actorOf, snapshot, toMember } from './staff-member-view.js';
import type { StaffRepository } from './staff-repository.js';

/** What member management needs; the staff service's options include it. */
export interface StaffMembersOptions {
  db: Database;
  repository: StaffRepository;
  audit: AuditRepository;
  enqueueMail(job: MailJob, tx?: Database): Promise<string>;
  webUrl: string;
}

const notFound = () => new AppError(404, 'not_found', 'No such staff member');

/** An admin's management of the staff: the list, invitations, disabling and enabling. */
export function createStaffMembers({ db, repository, audit, enqueueMail, webUrl }: StaffMembersOptions) {
  return {
    async list(): Promise<StaffMember[]> {
      return (await repository.list()).map(toMember);
    },

    /**
     * An admin invites someone: the account (no password yet) and the mail with a single-use
     * set-password link are written in one transaction; the outbox sends it.
     */
    async invite(actor: StaffMemberRow, input: StaffInviteInput): Promise<StaffMember> {
      const email = normalizeEmail(input.email);
      const key = randomSecret();
      const expiresAt = new Date(Date.now() + staffInviteLifetimeSeconds * 1000);
      const link = new URL(`${webUrl}/staff/set-password`);
      link.searchParams.set('key', key);
      return db.transaction(async (tx) => {
        const row = await repository.insert({ email, fullName: input.fullName, role: input.role }, tx);
        if (!row) {
          throw new AppError(409, staffErrorCodes.emailTaken, 'A staff account uses this address already', [
            { field: 'email', code: staffErrorCodes.emailTaken, message: staffErrorCodes.emailTaken },
          ]);
        }
        await repository.insertInvite(
          { keyHash: hashSecret(key), staffId: row.id, language: input.language as Language, expiresAt },
          tx,
        );
        await enqueueMail(
          {
            to: email,
            language: input.language,
            template: {
              kind: 'staff-invite',
              link: link.toString(),
              fullName: row.fullName,
              role: row.role,
              invitedBy: actor.fullName,
              expiresAt: expiresAt.toISOString(),
            },
          },
          tx,
        );
        await audit.record(
          actorOf(actor),
          { action: 'staff.invited', entityType: 'staff_member', entityId: row.id, after: snapshot(row) },
          tx,
        );
        return toMember(row);
      });
    },

    /** Disables (or enables again) an account; disabling ends its sessions at once. */
    async setDisabled(actor: StaffMemberRow, id: string, disable: boolean): Promise<StaffMember> {
      if (disable && actor.id === id)
        throw new AppError(
          409,
          staffErrorCodes.cannotDisableSelf,
          'An admin cannot disable their own account',
        );
      return db.transaction(async (tx) => {
        const before = await repository.findById(id, tx);
        if (!before) throw notFound();
        const now = new Date();
        const after = await repository.update(id, { disabledAt: disable ? now : null }, tx);
        if (disable) await repository.revokeSessionsOf(id, now, tx);
        await audit.record(
          actorOf(actor),
          {
            action: disable ? 'staff.disabled' : 'staff.enabled',
            entityType: 'staff_member',
            entityId: id,
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return toMember(after!);
      });
    },
  };
}
